import type { DemoModel } from '@tessera/core/testing/demo';

/** The predefined messages (FAQ) of the demo contact centre, per skill, and the files some carry. */

export const SLICE_ID = 'predefined-messages';

/** One FAQ item as the model keeps it: `file` names one of FAQ_FILES (served under the messages API). */
export type DemoFaq = { title: string; text: string; file?: string; categories: string[] | null; global: boolean };
export type FaqState = { bySkill: Record<string, DemoFaq[]>; global: DemoFaq[]; failing: boolean };

const item = (title: string, text: string, categories: string[] | null = null, file?: string): DemoFaq => ({
  title,
  text,
  categories,
  global: false,
  ...(file ? { file } : {}),
});

const CLAIM_DOCUMENTS = 'documentos-sinistro-auto.pdf';
const HOME_CONDITIONS = 'condicoes-gerais-residencial.pdf';

/** The files FAQ items carry: real one-page PDFs, made when served. */
export const FAQ_FILES: Record<string, { title: string; lines: string[] }> = {
  [CLAIM_DOCUMENTS]: {
    title: 'Tessera Seguros - Documentos para sinistro de automovel',
    lines: [
      '1. CNH do condutor no momento do sinistro',
      '2. CRLV do veiculo segurado',
      '3. Boletim de ocorrencia (obrigatorio em roubo, furto e com vitimas)',
      '4. Fotos do veiculo: frente, traseira, laterais e danos',
      '5. Dados do terceiro envolvido, se houver',
      'Envie pelo app ou pelo WhatsApp oficial. Duvidas: 0800 727 2026.',
    ],
  },
  [HOME_CONDITIONS]: {
    title: 'Tessera Seguros - Condicoes gerais do seguro residencial',
    lines: [
      'Coberturas basicas: incendio, queda de raio e explosao.',
      'Coberturas adicionais: danos eletricos, roubo de bens, vendaval.',
      'Assistencia 24h: chaveiro, encanador, eletricista, vidraceiro.',
      'Franquia e limites conforme a apolice contratada.',
    ],
  },
};

const CLAIM_START =
  'Para abrir o aviso de sinistro, preciso de: nome e CPF do segurado, placa do veículo, data, hora e local do ocorrido e uma breve descrição de como aconteceu. ' +
  'Se houver terceiros envolvidos, informe também o nome, o telefone e a placa deles. Em caso de roubo ou furto, o boletim de ocorrência é obrigatório. ' +
  'Após o registro, você recebe o número do sinistro por SMS e e-mail e acompanha cada etapa pelo app Tessera Seguros.';

const PAYMENT_TERM =
  'Depois que toda a documentação é entregue, a indenização é paga em até 30 dias, conforme as regras da SUSEP. ' +
  'Na perda total, o prazo começa a contar após a entrega do documento de transferência do veículo (ATPV-e) assinado e da baixa de eventual alienação fiduciária junto ao banco. ' +
  'O valor é depositado na conta corrente do titular da apólice.';

const autoClaims = (): DemoFaq[] => [
  item('Abertura de sinistro', CLAIM_START, ['sinistro']),
  item(
    'Documentos para sinistro',
    'Segue a lista de documentos para o seu sinistro de automóvel. Pode enviar as fotos legíveis por aqui mesmo ou pelo app.',
    ['sinistro', 'documentos'],
    CLAIM_DOCUMENTS,
  ),
  item(
    'Vistoria do veículo',
    'A vistoria é agendada em até 2 dias úteis após a abertura do sinistro. Você pode levar o veículo a uma oficina referenciada ou receber o vistoriador no endereço informado, de segunda a sábado.',
    ['vistoria'],
  ),
  item(
    'Franquia',
    'A franquia é a sua participação no valor do conserto, prevista na apólice. Ela só é cobrada em perda parcial; na perda total, no roubo ou no furto não há franquia.',
    ['apólice'],
  ),
  item('Carro reserva', 'O carro reserva está disponível para apólices com essa cobertura, por 7 ou 15 dias conforme o plano, a partir da liberação do conserto.', ['apólice']),
  item('Prazo de indenização', PAYMENT_TERM, ['sinistro', 'indenização']),
];

const home = (): DemoFaq[] => [
  item(
    'Condições gerais da apólice',
    'Encaminho as condições gerais do seu seguro residencial, com as coberturas, os limites e a franquia de cada uma.',
    ['apólice', 'documentos'],
    HOME_CONDITIONS,
  ),
  item(
    'Danos elétricos',
    'A cobertura de danos elétricos indeniza aparelhos e instalações danificados por variação de tensão ou queda de raio. Guarde o laudo técnico do aparelho: ele é pedido na abertura do sinistro.',
    ['sinistro'],
  ),
  item(
    'Assistência residencial',
    'A assistência 24h residencial oferece chaveiro, encanador, eletricista e vidraceiro em casos emergenciais, com até 3 acionamentos por ano. É só ligar para 0800 727 2026.',
    ['assistência'],
  ),
  item('Vistoria de risco', 'Para imóveis acima de R$ 1 milhão, uma vistoria de risco é feita antes da emissão da apólice. O agendamento é feito por telefone em até 5 dias úteis.', ['vistoria']),
];

const life = (): DemoFaq[] => [
  item(
    'Alteração de beneficiários',
    'A alteração de beneficiários pode ser feita a qualquer momento pelo titular, no app ou pelo formulário assinado enviado por e-mail. A mudança vale a partir da data do recebimento.',
    ['apólice'],
  ),
  item(
    'Resgate da previdência',
    'O resgate pode ser total ou parcial, respeitada a carência de 60 dias do plano. O valor cai na conta em até 5 dias úteis, com o imposto de renda retido na fonte conforme a tabela escolhida na contratação.',
    ['previdência'],
  ),
  item(
    'Sinistro de vida',
    'Sentimos muito pela sua perda. Para o aviso de sinistro de vida, precisamos da certidão de óbito, dos documentos dos beneficiários e do número da apólice. Vou te acompanhar em cada etapa.',
    ['sinistro'],
  ),
];

const assistance = (): DemoFaq[] => [
  item('Guincho', 'O guincho foi acionado e chega em até 60 minutos. Você recebe o nome e o telefone do prestador por SMS; fique em local seguro e sinalize o veículo.', ['assistência']),
  item('Pane seca', 'Na pane seca, o prestador leva combustível suficiente para chegar ao posto mais próximo; o combustível é pago pelo segurado.', ['assistência']),
  item('Troca de pneu', 'A troca de pneu usa o estepe do próprio veículo. Se o estepe também estiver avariado, o veículo é rebocado até o borracheiro mais próximo.', ['assistência']),
];

const companyWide = (): DemoFaq[] =>
  [
    item(
      'Segunda via do boleto',
      'Você pode emitir a segunda via do boleto no app Tessera Seguros, em Minha apólice > Pagamentos, ou no site com o CPF do titular. O boleto atualizado vence em até 3 dias úteis.',
      ['boleto'],
    ),
    item(
      'Horário de atendimento',
      'Atendemos de segunda a sexta, das 8h às 20h, e aos sábados, das 8h às 14h. A Assistência 24h funciona todos os dias pelo 0800 727 2026.',
    ),
  ].map((faq) => ({ ...faq, global: true }));

export const seedFaq = (): FaqState => ({
  bySkill: {
    'skl-sinistro-auto': autoClaims(),
    'skl-telefone-sinistro': autoClaims(),
    'skl-residencial': home(),
    'skl-vida': life(),
    'skl-assistencia': assistance(),
  },
  global: companyWide(),
  failing: false,
});

const sliceOf = (model: DemoModel) => model.slice<FaqState>(SLICE_ID);

/** GET predefined-messages?skill_id=: the skill's items, then the company's global ones (a copy). */
export function faqOf(model: DemoModel, skillId: string | undefined): DemoFaq[] {
  const { bySkill, global: all } = sliceOf(model);
  const own = skillId && Object.hasOwn(bySkill, skillId) ? bySkill[skillId]! : [];
  return structuredClone([...own, ...all]);
}

/** The skill gets one more item (tests and the console). */
export function addFaq(model: DemoModel, skillId: string, faq: DemoFaq): void {
  const { bySkill } = sliceOf(model);
  bySkill[skillId] = [...(Object.hasOwn(bySkill, skillId) ? bySkill[skillId]! : []), faq];
}

/** true makes GET predefined-messages answer 500 until switched off. */
export function setFaqFailure(model: DemoModel, on: boolean): void {
  sliceOf(model).failing = !!on;
}

export const isFaqFailing = (model: DemoModel): boolean => sliceOf(model).failing;
