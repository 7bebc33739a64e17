/**
 * Summarising a conversation (spec 001 §3 Summary: summary and keywords). The demo contact
 * centre answers POST summary with a Summariser; the extractive one below is the default and a
 * real model can stand in for it (createEndpointSummariser). Imports nothing: the demo's worker
 * takes it alone.
 */

export interface SummaryInput {
  /** Oldest first. */
  messages: readonly { by: string; text: string; private?: boolean }[];
  /** People's names (the consumer's, the agents'): never keywords. */
  names?: readonly string[];
}
export interface SummaryOutput {
  summary: string;
  keywords: string[];
}
/** Anything that turns a thread into a summary: the extractive one, or a model behind an endpoint. */
export type Summariser = (input: SummaryInput) => Promise<SummaryOutput>;

/** The most of a thread read: the newest messages, each cut (the work stays bounded whatever the thread). */
export const MAX_MESSAGES = 300;
export const MAX_TEXT = 2_000;
const MAX_KEYWORDS = 6;

const STOPWORDS = new Set(
  (
    'a o e é de do da dos das em no na nos nas um uma uns umas para por pra pro com sem que se não sim mais menos muito muita ' +
    'ao aos à às eu tu ele ela nós vós eles elas você vocês meu minha meus minhas seu sua seus suas nosso nossa ' +
    'isso isto esse essa este esta aquele aquela aqui ali lá já ainda também só mas ou como quando onde qual quais quem ' +
    'foi ser ter tem tenho estou está estão era sou vai vou pode posso preciso precisa quero gostaria obrigado obrigada ' +
    'bom boa dia tarde noite olá oi tudo bem favor agora então depois antes até sobre entre após pelo pela pelos pelas ' +
    'me te lhe nos vos lo la los las num numa dele dela deles delas mesmo mesma cada algum alguma nada todo toda todos todas ' +
    'fica ficou está certo claro ok aguardo combinado perfeito ótimo obrigadão valeu ' +
    'saber confirmar fazer faço quanto tempo deseja disso isso também sobre vocês alguém'
  ).split(' '),
);

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** Sentences of a text, split after . ! ? (a fixed pattern: linear in the text). */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

const REQUEST = ['preciso', 'quero', 'gostaria', 'solicit', 'pedir', 'pedido', 'como faço', 'ajuda', 'socorro', 'problema', '?'];
const DONE = ['enviei', 'registrei', 'abri', 'agendei', 'acionei', 'atualizei', 'gerei', 'solicitei', 'localizei', 'transferi', 'verifiquei', 'cancelei', 'encaminhei', 'liberei', 'confirmei', 'recebemos', 'alterei', 'incluí', 'inclui', 'emiti', 'reenviei', 'anotei', 'realizei', 'fiz'];
const PENDING = ['pendente', 'pendência', 'aguard', 'falta', 'ainda não', 'assim que', 'vou ', 'vamos ', 'envie', 'enviar', 'retorno', 'acompanhar'];
const has = (sentence: string, cues: readonly string[]) => {
  const folded = fold(sentence);
  return cues.some((cue) => folded.includes(fold(cue)));
};
const GREETINGS = ['bom dia', 'boa tarde', 'boa noite', 'olá', 'ola', 'oi', 'opa', 'e aí', 'tudo bem'];
/** The text without the greeting it opens with ('Oi, uma pedra…' -> 'Uma pedra…'). */
export function withoutGreeting(text: string): string {
  let rest = text.trim();
  for (let again = true; again; ) {
    again = false;
    const folded = fold(rest);
    for (const greeting of GREETINGS) {
      const g = fold(greeting);
      const next = folded.charAt(g.length);
      if (folded.startsWith(g) && (next === '' || !/[\p{L}\p{N}]/u.test(next))) {
        rest = rest.slice(g.length).replace(/^[\s,.!;:-]+/, '');
        again = true;
        break;
      }
    }
  }
  return rest ? rest.charAt(0).toUpperCase() + rest.slice(1) : rest;
}
const cut = (s: string, max = 220) => (s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s);
const isConsumer = (by: string) => by === 'consumer' || by === 'client';
const isAgent = (by: string) => by === 'agent' || by === 'manager';

/** Words that say what the conversation is about: frequent, not stopwords, the consumer's counting more. */
export function keywordsOf(messages: SummaryInput['messages'], names: readonly string[] = []): string[] {
  const people = new Set(names.flatMap((n) => n.split(/\s+/)).map(fold));
  const score = new Map<string, { word: string; score: number; first: number }>();
  let order = 0;
  for (const m of messages) {
    if (m.by === 'system' || m.by === 'bot') continue;
    for (const raw of m.text.split(/[^\p{L}\p{N}-]+/u)) {
      const word = raw.replace(/^-+|-+$/g, '').toLowerCase();
      const key = fold(word);
      if (key.length < 4 || STOPWORDS.has(word) || STOPWORDS.has(key) || people.has(key) || /^\d+$/.test(key)) continue;
      const entry = score.get(key) ?? { word, score: 0, first: order++ };
      entry.score += isConsumer(m.by) ? 1.5 : 1;
      score.set(key, entry);
    }
  }
  return [...score.values()]
    .sort((a, b) => b.score - a.score || a.first - b.first)
    .slice(0, MAX_KEYWORDS)
    .map((e) => e.word);
}

/**
 * An extractive summary in Portuguese: what the consumer asked (their first message that asks),
 * what the agent did (their sentences saying so, up to three), and what is still pending (the
 * latest sentences promising or waiting for something, up to two); keywords from the text.
 */
export const extractiveSummariser: Summariser = async ({ messages, names = [] }) => {
  const thread = messages
    .filter((m) => !m.private && m.text.trim())
    .slice(-MAX_MESSAGES)
    .map((m) => ({ by: m.by, text: m.text.slice(0, MAX_TEXT) }));
  if (thread.length === 0) return { summary: 'A conversa ainda não tem mensagens para resumir.', keywords: [] };

  const consumerMessages = thread.filter((m) => isConsumer(m.by)).map((m) => withoutGreeting(m.text)).filter(Boolean);
  const consumerSentences = consumerMessages.flatMap(sentencesOf);
  const agentSentences = thread.filter((m) => isAgent(m.by)).flatMap((m) => sentencesOf(m.text));
  // The consumer's first message that asks for something, whole (what they need and why), else their first.
  const request = consumerMessages.find((text) => has(text, REQUEST)) ?? consumerMessages[0];
  const done = agentSentences.filter((s) => has(s, DONE)).slice(0, 3);
  // No action said in so many words: what the agent told the consumer (their longest statements, in order).
  const told = done.length
    ? []
    : agentSentences
        .filter((s) => !s.endsWith('?') && withoutGreeting(s).length >= 30)
        .map((s, i) => ({ s, i }))
        .sort((a, b) => b.s.length - a.s.length)
        .slice(0, 2)
        .sort((a, b) => a.i - b.i)
        .map(({ s }) => s);
  const used = new Set([...done, ...told, request]);
  const pending = [...consumerSentences, ...agentSentences].filter((s) => has(s, PENDING) && !used.has(s)).slice(-2);
  // The consumer wrote last: that is still to be answered.
  const lastAgent = thread.findLastIndex((m) => isAgent(m.by));
  const unanswered = thread.slice(lastAgent + 1).filter((m) => isConsumer(m.by)).map((m) => withoutGreeting(m.text)).filter((t) => t && t !== request);

  const parts = [
    request ? `Solicitação do cliente: ${cut(request)}` : 'O cliente ainda não descreveu a solicitação.',
    done.length
      ? `Ações do agente: ${done.map((s) => cut(s, 160)).join(' ')}`
      : told.length
        ? `O agente informou: ${told.map((s) => cut(s, 160)).join(' ')}`
        : 'Ações do agente: nenhuma ação registrada até agora.',
    pending.length || unanswered.length
      ? `Pendências: ${[...pending.map((s) => cut(s, 160)), ...(unanswered.length ? [`o cliente aguarda resposta sobre "${cut(unanswered.join(' '), 160)}"`] : [])].join(' ')}`
      : 'Pendências: nenhuma identificada.',
  ];
  return { summary: parts.join('\n'), keywords: keywordsOf(thread, names.slice(0, 50)) };
};

/**
 * A summariser behind an HTTP endpoint (a model the company runs): POST `{ messages: [{ by, text }] }`,
 * answer `{ summary, keywords }`. An answer of another shape is refused.
 */
export function createEndpointSummariser(url: string, send: typeof fetch = fetch): Summariser {
  return async ({ messages }) => {
    const body = JSON.stringify({ messages: messages.slice(-MAX_MESSAGES).map((m) => ({ by: m.by, text: m.text.slice(0, MAX_TEXT) })) });
    const response = await send(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    if (!response.ok) throw new Error(`summariser answered ${response.status}`);
    const answer = (await response.json()) as { summary?: unknown; keywords?: unknown };
    if (typeof answer.summary !== 'string' || !Array.isArray(answer.keywords)) throw new Error('summariser answered an unexpected shape');
    return { summary: answer.summary, keywords: answer.keywords.filter((k): k is string => typeof k === 'string').slice(0, 20) };
  };
}
