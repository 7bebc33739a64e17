import type { Topic } from './content/topic';
import { isChatChannel } from './skills';
import type { DemoChannel, DemoConsumer, DemoConversation, DemoSkill, Labelled } from './types';

/** The descriptive blocks of a conversation (general information, pre/post-chat, tickets). */

export function consumerInfo(consumer: DemoConsumer, topic: Topic): Record<string, unknown> {
  const info: Record<string, unknown> = {
    nome: consumer.name,
    cpf: consumer.cpf,
    email: consumer.email,
    telefone: consumer.phone,
    apolice: consumer.policy,
    endereco: `${consumer.street} - ${consumer.city}`,
  };
  if (topic.skillId === 'skl-sinistro-auto' || topic.skillId === 'skl-assistencia') {
    info.placa = consumer.plate;
    info.veiculo = consumer.vehicle;
  }
  return info;
}

export function extraInfo(consumer: DemoConsumer, topic: Topic): Record<string, unknown> {
  return {
    usability: { relation: null, breadcrumbs: topic.breadcrumbs, scenario: topic.subject },
    clientInfo: { segmento: 'Varejo', clienteDesde: '2019', canalPreferido: 'WhatsApp' },
    resumo: `${consumer.name}: ${topic.subject.toLowerCase()}.`,
  };
}

export function preChat(channel: DemoChannel, consumer: DemoConsumer, topic: Topic): Labelled[] {
  if (channel === 'telefone') {
    return [
      { label: 'Telefone', message: consumer.phone },
      { label: 'Opção da URA', message: '2 - Boletos e pagamentos' },
    ];
  }
  if (channel === 'real_automation') return [{ label: 'Formulário', message: topic.subject }];
  return [
    { label: 'Nome', message: consumer.name },
    { label: 'CPF', message: consumer.cpf },
    { label: 'E-mail', message: consumer.email },
    { label: 'Assunto', message: topic.subject },
  ];
}

/** The satisfaction survey answers once a chat's post-chat ended. */
export const answeredPosChat = (): Labelled[] => [
  { label: 'Nota do atendimento', message: '5' },
  { label: 'Comentário', message: 'Atendimento rápido e muito atencioso.' },
];

export function supportedFiles(channel: DemoChannel): DemoConversation['supportedFiles'] {
  if (!isChatChannel(channel)) return undefined;
  return {
    image: { extension: ['jpg', 'jpeg', 'png'], maxSize: 5, metric: 'MB' },
    file: { extension: ['pdf', 'docx', 'xlsx'], maxSize: 10, metric: 'MB' },
    audio: { extension: ['ogg', 'mp3'], maxSize: 16, metric: 'MB' },
    video: { extension: ['mp4'], maxSize: 16, metric: 'MB' },
  };
}

/** Ticket panel data for 'real_automation' conversations (spec 001 §3 Ticket). */
export function ticketData(start: string, skill: DemoSkill): Record<string, unknown> {
  return {
    processData: { start, progress: start, finished: null },
    tabs: [{ id: 'tab-reembolso', tabName: 'Reembolso > Assistência 24h', date: start }],
    documentsAttached: [],
    formData: [
      { name: 'Serviço', value: 'Chaveiro' },
      { name: 'Valor solicitado', value: 'R$ 280,00' },
      {
        name: 'Dados bancários',
        children: [
          { name: 'Banco', value: '341 - Itaú Unibanco' },
          { name: 'Agência', value: '0421' },
          { name: 'Conta', value: '18492-7' },
        ],
      },
      { name: 'Fila', value: skill.name },
    ],
  };
}
