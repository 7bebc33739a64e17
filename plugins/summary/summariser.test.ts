import { describe, expect, test } from '@rstest/core';
import { createEndpointSummariser, extractiveSummariser, keywordsOf, MAX_TEXT } from './summariser';

const thread = [
  { by: 'consumer', text: 'Boa tarde. Bati o carro ontem e preciso abrir um sinistro, a placa é ABC1D23.' },
  { by: 'agent', text: 'Boa tarde! Sinto muito. Alguém se feriu?' },
  { by: 'consumer', text: 'Não, só a traseira do carro ficou amassada.' },
  { by: 'agent', text: 'Registrei o sinistro do carro com o terceiro envolvido. Agendei a vistoria para quinta às 10h.' },
  { by: 'agent', text: 'Falta o boletim de ocorrência: envie pelo aplicativo para liberar o reparo.' },
  { by: 'manager', text: 'Nota interna: cliente VIP.', private: true },
  { by: 'consumer', text: 'Certo, vou enviar o boletim hoje.' },
];

describe('the extractive summariser', () => {
  test("says what the consumer asked, what the agent did and what is pending, in Portuguese", async () => {
    const { summary, keywords } = await extractiveSummariser({ messages: thread });
    const [request, done, pending] = summary.split('\n');
    expect(request).toBe('Solicitação do cliente: Bati o carro ontem e preciso abrir um sinistro, a placa é ABC1D23.');
    expect(done).toBe('Ações do agente: Registrei o sinistro do carro com o terceiro envolvido. Agendei a vistoria para quinta às 10h.');
    expect(pending).toContain('Pendências: ');
    expect(pending).toContain('Falta o boletim de ocorrência');
    // Private notes stay out of it.
    expect(summary).not.toContain('VIP');
    expect(keywords[0]).toBe('carro');
    expect(keywords).toContain('sinistro');
    expect(keywords).toContain('boletim');
    expect(keywords.length).toBeLessThanOrEqual(6);
  });

  test("people's names are never keywords", async () => {
    const messages = [
      { by: 'agent', text: 'Olá, Beatriz! Beatriz, a vistoria do para-brisa está agendada, Beatriz.' },
      { by: 'consumer', text: 'Obrigada, Marina. O para-brisa trincou com uma pedra.' },
    ];
    expect((await extractiveSummariser({ messages })).keywords).toContain('beatriz');
    const { keywords } = await extractiveSummariser({ messages, names: ['Beatriz Almeida Vieira', 'Marina Duarte'] });
    expect(keywords).not.toContain('beatriz');
    expect(keywords).not.toContain('marina');
    expect(keywords[0]).toBe('para-brisa');
  });

  test('is not a fixed sentence: another thread, another summary', async () => {
    const other = await extractiveSummariser({
      messages: [
        { by: 'consumer', text: 'Quero a segunda via do boleto da apólice residencial.' },
        { by: 'agent', text: 'Gerei a segunda via e enviei para o seu e-mail.' },
      ],
    });
    expect(other.summary).toBe(
      'Solicitação do cliente: Quero a segunda via do boleto da apólice residencial.\nAções do agente: Gerei a segunda via e enviei para o seu e-mail.\nPendências: nenhuma identificada.',
    );
    expect(other.keywords).toEqual(expect.arrayContaining(['segunda', 'boleto', 'apólice']));
  });

  test("the consumer's request is their message that asks, whole, without its greeting", async () => {
    const { summary } = await extractiveSummariser({
      messages: [
        { by: 'bot', text: 'Olá! Vou te encaminhar para o time de Sinistro Auto.' },
        { by: 'consumer', text: 'Oi, uma pedra trincou o para-brisa do meu carro. O seguro cobre?' },
      ],
    });
    expect(summary.split('\n')[0]).toBe('Solicitação do cliente: Uma pedra trincou o para-brisa do meu carro. O seguro cobre?');
  });

  test('without an action in so many words it says what the agent told; a question the consumer left last is pending', async () => {
    const { summary } = await extractiveSummariser({
      messages: [
        { by: 'consumer', text: 'Boa noite. Quero saber como faço um resgate parcial do meu plano de previdência.' },
        { by: 'agent', text: 'Há incidência de IR conforme a tabela escolhida na contratação. Seu plano está na tabela regressiva.' },
        { by: 'consumer', text: 'E quanto tempo leva para cair na conta?' },
        { by: 'agent', text: 'O crédito ocorre em até 5 dias úteis após a solicitação.' },
        { by: 'consumer', text: 'Antes disso, posso mudar os beneficiários do seguro de vida?' },
      ],
    });
    expect(summary.split('\n')).toEqual([
      'Solicitação do cliente: Quero saber como faço um resgate parcial do meu plano de previdência.',
      'O agente informou: Há incidência de IR conforme a tabela escolhida na contratação. O crédito ocorre em até 5 dias úteis após a solicitação.',
      'Pendências: o cliente aguarda resposta sobre "Antes disso, posso mudar os beneficiários do seguro de vida?"',
    ]);
  });

  test('an empty thread says so; a huge one stays bounded', async () => {
    expect((await extractiveSummariser({ messages: [] })).summary).toBe('A conversa ainda não tem mensagens para resumir.');
    const huge = 'preciso '.repeat(200_000);
    const started = performance.now();
    const result = await extractiveSummariser({ messages: Array.from({ length: 2_000 }, () => ({ by: 'consumer', text: huge })) });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(result.summary.length).toBeLessThan(1_000);
    expect(keywordsOf([{ by: 'consumer', text: 'x'.repeat(MAX_TEXT) }])).toEqual(['x'.repeat(MAX_TEXT)]);
  });

  test('a model endpoint can stand in for it', async () => {
    const sent: unknown[] = [];
    const summariser = createEndpointSummariser('https://model.example/summarize', async (_url, init) => {
      sent.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify({ summary: 'Resumo do modelo', keywords: ['sinistro', 3] }), { status: 200 });
    });
    expect(await summariser({ messages: thread.slice(0, 1) })).toEqual({ summary: 'Resumo do modelo', keywords: ['sinistro'] });
    expect(sent).toEqual([{ messages: [{ by: 'consumer', text: thread[0]!.text }] }]);
    const refusing = createEndpointSummariser('https://model.example/summarize', async () => new Response('{}', { status: 200 }));
    await expect(refusing({ messages: [] })).rejects.toThrow('unexpected shape');
  });
});
