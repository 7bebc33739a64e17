import type { Random } from '../random';
import { fill, type Topic, type TopicVars } from './topic';

/**
 * What a simulated consumer answers: keyed on the agent's last words so the thread reads
 * plausibly (asked for the CPF -> gives the CPF), else a line of the topic, else an acknowledgement.
 */
const rules: readonly (readonly [RegExp, readonly string[]])[] = [
  [/\bcpf\b/i, ['Claro, meu CPF é {cpf}.', 'É {cpf}.']],
  [/placa/i, ['A placa é {placa}.', 'Placa {placa}, um {veiculo}.']],
  [/ap[óo]lice|certificado/i, ['O número da apólice é {apolice}.', 'Tenho aqui a apólice: {apolice}.']],
  [/endere[çc]o|onde|localiza/i, ['Estou na {endereco}, em {cidade}.']],
  [/foto|document|envi[ea]/i, ['Pronto, acabei de enviar.', 'Vou tirar as fotos e já mando.']],
  [/algo mais|mais alguma/i, ['Não, era só isso. Muito obrigado!', 'Só isso mesmo, obrigado pela ajuda!']],
  [/protocolo/i, ['Anotei o protocolo, obrigado.']],
  [/aguard|momento|verificando/i, ['Tudo bem, aguardo.', 'Ok, sem problemas.']],
  [/telefone|contato|e-?mail/i, ['Pode usar o {telefone}.', 'Meu e-mail é {email}.']],
];

const acknowledgements = ['Ok, entendi.', 'Certo, obrigado.', 'Perfeito.', 'Combinado!', 'Ah, entendi. Obrigado!'];

export function pickReply(rng: Random, agentText: string, topic: Topic, vars: TopicVars): string {
  const rule = rules.find(([pattern]) => pattern.test(agentText));
  if (rule) return fill(rng.pick(rule[1]), vars);
  const pool = agentText.trim().endsWith('?') || rng.chance(0.5) ? topic.replies : [];
  return fill(rng.pick(pool.length > 0 ? pool : acknowledgements), vars);
}

/** When a consumer writes first, unprompted (control or simulation without an agent message). */
export function pickFollowUp(rng: Random, topic: Topic, vars: TopicVars): string {
  return fill(rng.pick(topic.replies.length > 0 ? topic.replies : acknowledgements), vars);
}
