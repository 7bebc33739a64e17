import type { Topic } from './topic';

/** Phone attendance: the thread holds call events and the agent's notes. */
export const phoneBillCopy: Topic = {
  id: 'telefone-segunda-via',
  skillId: 'skl-telefone',
  subject: 'Segunda via de boleto',
  breadcrumbs: 'Telefone - Central > Financeiro > Segunda via de boleto',
  opening: [
    ['system', 'Ligação recebida de {telefone}.'],
    ['bot', 'URA: cliente escolheu a opção 2 - Boletos e pagamentos.'],
    ['system', 'Chamada direcionada para Telefone - Central.'],
  ],
  history: [
    ['agent', 'Cliente {nome} pede segunda via do boleto da apólice {apolice}, vencido ontem.'],
    ['agent', 'CPF {cpf} confirmado com as perguntas de segurança.'],
    ['system', 'Boleto reemitido com vencimento em 3 dias e enviado para {email}.'],
  ],
  extra: [],
  closing: [
    ['agent', 'Cliente confirmou o recebimento do e-mail. Protocolo {protocolo}.'],
    ['system', 'Ligação finalizada.'],
  ],
  replies: [],
};

/** A car accident reported by phone: the agent opens the claim while the caller waits. */
export const phoneClaimNotice: Topic = {
  id: 'telefone-aviso-sinistro',
  skillId: 'skl-telefone-sinistro',
  subject: 'Aviso de sinistro - colisão',
  breadcrumbs: 'Telefone - Sinistro Auto > Aviso de sinistro > Colisão',
  opening: [
    ['system', 'Ligação recebida de {telefone}.'],
    ['bot', 'URA: cliente escolheu a opção 1 - Comunicar sinistro de automóvel.'],
    ['system', 'Chamada direcionada para Telefone - Sinistro Auto.'],
  ],
  history: [
    ['agent', 'Cliente {nome} relata colisão traseira com o veículo {veiculo}, placa {placa}, sem feridos.'],
    ['agent', 'CPF {cpf} e apólice {apolice} confirmados. Boletim de ocorrência registrado pelo cliente.'],
    ['system', 'Aviso de sinistro aberto e vistoria agendada em oficina referenciada em {cidade}.'],
  ],
  extra: [],
  closing: [
    ['agent', 'Cliente orientado sobre franquia e carro reserva. Protocolo {protocolo}.'],
    ['system', 'Ligação finalizada.'],
  ],
  replies: [],
};

/** Automated tickets: a form the consumer filled, answered by a robot and an agent. */
export const reimbursementTicket: Topic = {
  id: 'ticket-reembolso',
  skillId: 'skl-tickets',
  subject: 'Reembolso de despesas - assistência',
  breadcrumbs: 'Automação de Tickets > Reembolso > Assistência 24h',
  opening: [
    ['system', 'Ticket aberto pelo formulário web. Protocolo {protocolo}.'],
    [
      'consumer',
      'Paguei um chaveiro por conta própria porque a assistência demorou. Quero o reembolso de R$ 280,00. Apólice {apolice}.',
    ],
    ['bot', 'Documentos recebidos: nota fiscal do chaveiro (1 arquivo).'],
  ],
  history: [
    ['bot', 'Validação automática: apólice {apolice} ativa, cobertura de chaveiro incluída.'],
    ['agent', 'Olá, {primeiro}. Recebemos seu pedido e a nota fiscal. Seguimos com a análise do reembolso.'],
    ['consumer', 'Obrigado. Em quanto tempo recebo?'],
  ],
  extra: [],
  closing: [
    ['agent', 'Reembolso aprovado. O valor será creditado em até 10 dias úteis.'],
    ['system', 'Ticket concluído.'],
  ],
  replies: ['Precisam de mais algum documento?', 'A conta para crédito é a mesma do débito automático.'],
};
