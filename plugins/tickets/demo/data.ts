import { apiUrl } from '@tessera/core/testing/demo';
import { sizeOf } from './files';

/** The demo tickets' content: Brazilian-insurance flavoured, deterministic from a number. */

export type Progress = 'start' | 'progress' | 'finished';
export type DemoDocument = { file_url: string; file_name: string; mime_type: string; file_size: number };
export type DemoFormNode = { name: string; value?: string; children?: DemoFormNode[] };
export type DemoTicket = {
  processData: { start: string; progress: string | null; finished: string | null };
  tabs: { id: string; tabName: string; date: string }[];
  documentsAttached: DemoDocument[];
  formData: DemoFormNode[];
};
export type DemoInteraction = {
  id: string;
  by: 'system' | 'bot' | 'consumer' | 'agent' | 'manager';
  userName?: string;
  sentTime: string;
  text: string;
  tabs?: string[];
  privateNote?: boolean;
  filesOperator?: DemoDocument[];
};
export type DemoPastTicket = { conversationId: string; protocol: string; status: string; title: string; skillName: string; start: string; end?: string; ticket: DemoTicket };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();

/** Where the demo serves a ticket document (its messages API origin, as a file server would). */
export const fileUrl = (name: string) => apiUrl({ base: 'messages', path: `/demo-ticket-files/${encodeURIComponent(name)}` });

export const documentOf = (name: string, mime: string): DemoDocument => ({ file_url: fileUrl(name), file_name: name, mime_type: mime, file_size: sizeOf(name) });

/** The journeys' tabulation tabs, in the order they happen. */
const JOURNEYS: readonly (readonly string[])[] = [
  ['Abertura > Triagem automática', 'Sinistro > Auto > Documentação pendente', 'Sinistro > Auto > Vistoria agendada', 'Sinistro > Auto > Indenização aprovada'],
  ['Abertura > Triagem automática', 'Reembolso > Assistência 24h > Análise', 'Reembolso > Assistência 24h > Comprovante recebido', 'Reembolso > Assistência 24h > Pagamento liberado'],
  ['Abertura > Triagem automática', 'Residencial > Danos por água > Análise técnica', 'Residencial > Danos por água > Orçamento aprovado'],
];

const SERVICES = ['Colisão traseira', 'Chaveiro', 'Vazamento na cozinha'];
const TITLES = ['Sinistro auto', 'Reembolso de assistência', 'Sinistro residencial'];

const pad2 = (v: number) => String(v).padStart(2, '0');
/** DD/MM/YYYY of a moment, as the consumer typed it in the form. */
const formDate = (ms: number) => {
  const d = new Date(ms);
  return `${pad2(d.getDate())}/${pad2(d.getMonth() + 1)}/${d.getFullYear()}`;
};

/** The nested form the consumer filled in the automated channel when the ticket opened (`start`): the occurrence a few days before. */
function formOf(n: number, consumer: string, kind: number, start: number): DemoFormNode[] {
  return [
    {
      name: 'Dados do segurado',
      children: [
        { name: 'Nome', value: consumer },
        { name: 'CPF', value: `${String(300 + n).padStart(3, '0')}.512.887-${String(10 + (n % 80)).padStart(2, '0')}` },
        { name: 'Apólice', value: `31.00${n % 9}.4471.${2026 - (n % 4)}` },
      ],
    },
    {
      name: kind === 0 ? 'Dados do sinistro' : kind === 1 ? 'Serviço prestado' : 'Ocorrência',
      children: [
        { name: 'Serviço', value: SERVICES[kind]! },
        { name: 'Data da ocorrência', value: formDate(start - (1 + (n % 5)) * DAY) },
        { name: 'Descrição', value: kind === 0 ? 'Colisão na traseira em semáforo, sem feridos.' : kind === 1 ? 'Chaveiro para abertura do veículo na garagem.' : 'Infiltração no teto da cozinha após chuva forte.' },
        ...(kind === 0
          ? [
              {
                name: 'Terceiro envolvido',
                children: [
                  { name: 'Nome', value: 'Carlos Menezes' },
                  { name: 'Placa', value: `RTA-${1000 + n * 7}` },
                ],
              },
            ]
          : []),
      ],
    },
    {
      name: 'Dados bancários',
      children: [
        { name: 'Banco', value: '341 - Itaú Unibanco' },
        { name: 'Agência', value: `0${420 + (n % 9)}` },
        { name: 'Conta', value: `18${n % 10}92-7` },
      ],
    },
    // The reimbursement the demo's ticket chats ask for (their consumer's message says R$ 280,00).
    { name: 'Valor solicitado', value: kind === 1 ? 'R$ 280,00' : `R$ ${(280 + n * 35).toLocaleString('pt-BR')},00` },
  ];
}

/**
 * A ticket in a progress state, its times before `now`. `kind`: 0 auto claim, 1 assistance
 * reimbursement (what the demo's ticket conversations are about), 2 home claim.
 */
export function ticketOf(n: number, progress: Progress, now: number, consumer: string, kind = n % 3): DemoTicket {
  const journey = JOURNEYS[kind]!;
  const start = now - (3 * DAY + (n % 5) * HOUR);
  const tabCount = progress === 'start' ? 1 : progress === 'progress' ? Math.min(3, journey.length - 1) : journey.length;
  const tabs = journey.slice(0, tabCount).map((tabName, i) => ({ id: `tab-${kind}-${i + 1}`, tabName, date: iso(start + i * 7 * HOUR + 20 * MINUTE) }));
  const documents =
    progress === 'start'
      ? []
      : [
          documentOf(`relato-${n}.wav`, 'audio/wav'),
          documentOf(`foto-avaria-${n}.png`, 'image/png'),
          documentOf(`boletim-${n}.pdf`, 'application/pdf'),
          ...(progress === 'finished' ? [documentOf(`foto-reparo-${n + 1}.png`, 'image/png')] : []),
        ];
  return {
    processData: {
      start: iso(start),
      progress: progress === 'start' ? null : iso(start + 2 * HOUR),
      finished: progress === 'finished' ? iso(start + 2 * DAY + 3 * HOUR) : null,
    },
    tabs,
    documentsAttached: documents,
    formData: formOf(n, consumer, kind, start),
  };
}

/** The interaction history of a ticket: the automation, the consumer, and the agents' public and private notes with files. */
export function interactionsOf(n: number, ticket: DemoTicket, consumer: string, agent: string): DemoInteraction[] {
  const start = Date.parse(ticket.processData.start);
  const tabsOf = (i: number) => ticket.tabs[i]?.tabName.split(' > ').slice(0, 3);
  const list: DemoInteraction[] = [
    { id: `int-${n}-1`, by: 'system', sentTime: iso(start), text: 'Ticket aberto pela automação a partir do formulário do portal.', tabs: tabsOf(0) ?? [] },
    { id: `int-${n}-2`, by: 'consumer', userName: consumer, sentTime: iso(start + 5 * MINUTE), text: 'Enviei o formulário e as fotos. Quando recebo uma resposta?' },
    { id: `int-${n}-3`, by: 'bot', userName: 'Assistente Tessera', sentTime: iso(start + 6 * MINUTE), text: 'Recebemos sua solicitação. Um atendente vai analisar os documentos.' },
  ];
  if (ticket.processData.progress) {
    list.push(
      {
        id: `int-${n}-4`,
        by: 'agent',
        userName: agent,
        sentTime: iso(start + 2 * HOUR),
        text: 'Documentação recebida. Solicitamos a vistoria e enviamos o protocolo em anexo.',
        tabs: tabsOf(1) ?? [],
        privateNote: false,
        filesOperator: [documentOf(`protocolo-vistoria-${n}.pdf`, 'application/pdf')],
      },
      {
        id: `int-${n}-5`,
        by: 'manager',
        userName: 'Patrícia Lima',
        sentTime: iso(start + 3 * HOUR),
        text: 'Conferir o valor com a tabela de referência antes de aprovar.',
        tabs: tabsOf(1) ?? [],
        privateNote: true,
        filesOperator: [documentOf(`tabela-referencia-${n}.pdf`, 'application/pdf'), documentOf(`print-sistema-${n}.png`, 'image/png')],
      },
    );
  }
  if (ticket.processData.finished) {
    list.push({ id: `int-${n}-6`, by: 'agent', userName: agent, sentTime: ticket.processData.finished, text: 'Processo concluído. O pagamento foi liberado.', tabs: ticket.tabs.at(-1)?.tabName.split(' > ') ?? [], privateNote: false, filesOperator: [] });
  }
  return list;
}

/** Earlier tickets of a consumer (finished) and tickets waiting in the queue, by how many the demo gives them. */
export function pastTicketsOf(seed: number, count: number, waiting: number, now: number, consumer: string): DemoPastTicket[] {
  const past: DemoPastTicket[] = [];
  for (let i = 0; i < count; i++) {
    const n = seed + i + 1;
    const ticket = ticketOf(n, 'finished', now - (i + 1) * 30 * DAY, consumer);
    past.push({
      conversationId: `ticket-past-${seed}-${i + 1}`,
      protocol: String(2026100000 + seed * 10 + i),
      status: 'closed',
      title: TITLES[n % TITLES.length]!,
      skillName: 'Automação de Tickets',
      start: ticket.processData.start,
      end: ticket.processData.finished ?? undefined,
      ticket,
    });
  }
  for (let i = 0; i < waiting; i++) {
    const n = seed + 50 + i;
    const ticket = ticketOf(n, 'start', now + 3 * DAY - (i + 1) * HOUR, consumer);
    past.push({ conversationId: `ticket-queue-${seed}-${i + 1}`, protocol: String(2026200000 + seed * 10 + i), status: 'queue', title: TITLES[n % TITLES.length]!, skillName: 'Automação de Tickets', start: ticket.processData.start, ticket });
  }
  return past;
}
