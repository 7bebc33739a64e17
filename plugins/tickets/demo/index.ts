import { apiPattern, apiUrl, asDataUrl, authed, bytesOf, defineDemoSlice, DemoError, type DemoModel, getConfig, ok, param } from '@tessera/core/testing/demo';
import { http, HttpResponse } from 'msw';
import { consumerConversationsEndpoint, consumerTicketsEndpoint, interactionEndpoint, sendTicketEndpoint, TICKET_CHANNEL } from '../endpoints';
import { type DemoInteraction, type DemoPastTicket, fileUrl, interactionsOf, pastTicketsOf, type Progress, ticketOf } from './data';
import { ticketFile } from './files';

declare module '@tessera/core/testing/demo' {
  interface DemoControl {
    /**
     * A new ticket ('real_automation') conversation for the agent, its ticket in a progress state
     * ('start', 'progress' or 'finished'; by default in progress), its consumer with several earlier
     * tickets and some waiting in the queue ('several', the default) or none ('none').
     */
    ticketConversation(options?: { progress?: Progress; history?: 'none' | 'several' }): Promise<string>;
    /**
     * true makes a ticket call answer 500: the interaction history, the consumer's tickets (the
     * in-queue list and the service history), the service history alone, or the reply.
     */
    setTicketFailure(kind: 'interaction' | 'tickets' | 'history' | 'send', on: boolean): Promise<void>;
    /** The ticket's interaction history as the demo holds it (the notes the agent sent included). */
    ticketInteractions(conversationId: string): Promise<{ by: string; text: string; privateNote: boolean; tabs: string[]; files: string[] }[]>;
  }
}

export type TicketsSlice = {
  /** Ticket conversations given their demo content: the number their content is made from. */
  enriched: Record<string, number>;
  interactions: Record<string, DemoInteraction[]>;
  /** How many earlier and waiting tickets a consumer has, when a control said so. */
  consumers: Record<string, { past: number; waiting: number }>;
  /** Files the agent sent on notes, served back like the documents. */
  uploads: Record<string, { name: string; mime: string; dataUrl: string }>;
  failing: { interaction: boolean; tickets: boolean; history: boolean; send: boolean };
  counter: number;
};

const PROGRESS: readonly Progress[] = ['progress', 'start', 'finished'];
/** The ticket channel's file rules (spec 001 §3 supportedFiles), as the automation accepts them. */
const TICKET_FILES = {
  image: { extension: ['jpg', 'jpeg', 'png'], maxSize: 5, metric: 'MB' as const },
  file: { extension: ['pdf', 'docx', 'xlsx', 'txt'], maxSize: 10, metric: 'MB' as const },
  audio: { extension: ['ogg', 'mp3', 'wav'], maxSize: 16, metric: 'MB' as const },
  video: { extension: ['mp4'], maxSize: 16, metric: 'MB' as const },
};
/** The demo keeps what the agent sends in its model: files up to this size. */
const MAX_UPLOAD = 2 * 1024 * 1024;

const sliceOf = (model: DemoModel) => model.slice<TicketsSlice>('tickets');
const recordOf = (model: DemoModel, id: string) => (Object.hasOwn(model.state.conversations, id) ? model.state.conversations[id] : undefined);

/** Gives a ticket conversation its demo ticket (once), and tells its agents (conversationUpdated). */
function enrich(model: DemoModel, conversationId: string, progress?: Progress): void {
  const record = recordOf(model, conversationId);
  const c = record?.conversation;
  if (!c || c.channel !== TICKET_CHANNEL) return;
  const slice = sliceOf(model);
  const marked = (c.ticket as { demo?: unknown } | undefined)?.demo === 'tickets';
  if (marked && progress === undefined) return;
  const n = slice.enriched[conversationId] ?? (slice.counter += 1);
  slice.enriched[conversationId] = n;
  const chosen = progress ?? PROGRESS[n % PROGRESS.length]!;
  const agent = c.users[0]?.user_name ?? 'Atendente';
  // The demo's ticket conversations are assistance reimbursements (their messages say so).
  const ticket = ticketOf(n, chosen, model.now(), c.consumer.name, 1);
  c.ticket = { ...ticket, demo: 'tickets' };
  c.supportedFiles = TICKET_FILES;
  // A control's new state starts the history over; otherwise what the agent sent is kept.
  if (progress !== undefined || !slice.interactions[conversationId]) slice.interactions[conversationId] = interactionsOf(n, ticket, c.consumer.name, agent);
  for (const u of c.users) model.emit({ userId: u.user_id, event: 'conversationUpdated', payload: { conversation: structuredClone(c) } });
}

/** Every ticket conversation without its demo ticket gets one (the seeded one, those the simulation brings). */
function enrichAll(model: DemoModel): void {
  for (const [id, record] of Object.entries(model.state.conversations)) {
    if (record.conversation.channel === TICKET_CHANNEL && (record.conversation.ticket as { demo?: unknown } | undefined)?.demo !== 'tickets') enrich(model, id);
  }
}

/** The consumer's earlier and waiting tickets: a third of the consumers have none, the others several. */
function consumerTickets(model: DemoModel, consumerId: string): DemoPastTicket[] {
  const index = Math.max(0, model.state.consumers.findIndex((c) => c.id === consumerId));
  const given = sliceOf(model).consumers[consumerId];
  const shape = given ?? [{ past: 3, waiting: 2 }, { past: 0, waiting: 0 }, { past: 2, waiting: 1 }][index % 3]!;
  const name = model.state.consumers[index]?.name ?? 'Consumidor';
  return pastTicketsOf(index * 10, shape.past, shape.waiting, model.now(), name);
}

const ticketsPattern = () => apiPattern((id) => consumerTicketsEndpoint(getConfig().product, id), 'consumerId');
/** GET consumer/:consumerId/conversations/real_automation, as msw matches it (the history slice leaves this channel to this one). */
const serviceHistoryPattern = () => apiPattern((id) => consumerConversationsEndpoint(getConfig().product, id, TICKET_CHANNEL), 'consumerId');

/**
 * The tickets' slice of the demo contact centre: GET consumer/{id}/tickets ({ count, tickets }:
 * earlier finished tickets and some waiting in the queue), GET consumer/{id}/conversations/real_automation
 * (the service history: the earlier ticket conversations, keyed by conversationId, each with its
 * ticket), GET interaction/{chatId} (the ticket's
 * messages and notes), POST response/send/realautomation/{chatId} (multipart: tabId, text,
 * privateNote, files; notes of 10 to 600 characters or none, at most 10 files of 2 MB) and the
 * documents served at /demo-ticket-files/{name}: real PNG, WAV and PDF files made in code. Ticket
 * conversations get their ticket (every progress state, journeys of several tabs, documents,
 * nested form data) the first time the panel asks about them, or at once through the control.
 */
export const ticketsDemo = defineDemoSlice<TicketsSlice>({
  id: 'tickets',
  seed: () => ({ enriched: {}, interactions: {}, consumers: {}, uploads: {}, failing: { interaction: false, tickets: false, history: false, send: false }, counter: 0 }),
  handlers: (ctx) => [
    http.get(
      ticketsPattern(),
      authed(ctx, ({ params }) => {
        ctx.host.mutate(enrichAll);
        return ok(
          ctx.host.read((m) => {
            if (sliceOf(m).failing.tickets) throw new DemoError(500, 'server', 'Unavailable service');
            const tickets = consumerTickets(m, param(params.consumerId));
            return { count: tickets.length, tickets };
          }),
        );
      }),
    ),
    http.get(
      serviceHistoryPattern(),
      authed(ctx, ({ params }) => {
        ctx.host.mutate(enrichAll);
        return ok(
          ctx.host.read((m) => {
            const failing = sliceOf(m).failing;
            if (failing.tickets || failing.history) throw new DemoError(500, 'server', 'Unavailable service');
            const past = consumerTickets(m, param(params.consumerId)).filter((t) => t.status === 'closed');
            return Object.fromEntries(past.map(({ conversationId, ...rest }) => [conversationId, { ...rest, channel: TICKET_CHANNEL }]));
          }),
        );
      }),
    ),
    http.get(
      apiPattern((id) => interactionEndpoint(getConfig().product, id), 'chatId'),
      authed(ctx, ({ params }) => {
        const chatId = param(params.chatId);
        ctx.host.mutate(enrichAll);
        return ok(
          ctx.host.read((m) => {
            if (sliceOf(m).failing.interaction) throw new DemoError(500, 'server', 'Unavailable service');
            if (!recordOf(m, chatId)) throw new DemoError(404, 'conversation', 'Conversation not found');
            return sliceOf(m).interactions[chatId] ?? [];
          }),
        );
      }),
    ),
    http.post(
      apiPattern((id) => sendTicketEndpoint(getConfig().product, id), 'chatId'),
      authed(ctx, async ({ request, params, user }) => {
        const chatId = param(params.chatId);
        const form = await request.formData();
        const text = String(form.get('text') ?? '').trim();
        const privateNote = form.get('privateNote') === 'true';
        const tabId = String(form.get('tabId') ?? '');
        const files = form.getAll('files').filter((f): f is File => f instanceof File);
        if (text.length > 0 && text.length < 10) throw new DemoError(400, 'notesMinLength', 'The note must have at least 10 characters');
        if (text.length > 600) throw new DemoError(400, 'notesMaxLength', 'The note must have at most 600 characters');
        if (files.length > 10) throw new DemoError(400, 'amount', 'At most 10 files');
        if (files.some((f) => f.size > MAX_UPLOAD)) throw new DemoError(413, 'file', 'File too large');
        const stored = await Promise.all(files.map(async (f) => ({ name: f.name, mime: f.type || 'application/octet-stream', size: f.size, dataUrl: await asDataUrl(f) })));
        return ok(
          ctx.host.mutate((m) => {
            const slice = sliceOf(m);
            if (slice.failing.send) throw new DemoError(500, 'server', 'Unavailable service');
            const record = recordOf(m, chatId);
            if (!record || !record.conversation.users.some((u) => u.user_id === user.id)) throw new DemoError(404, 'conversation', 'Conversation not found');
            const tabs = (record.conversation.ticket as { tabs?: { id: string; tabName: string }[] } | undefined)?.tabs ?? [];
            const tab = tabs.find((t) => t.id === tabId);
            const filesOperator = stored.map((f) => {
              const key = `${m.nextId()}-${f.name}`;
              slice.uploads[key] = { name: f.name, mime: f.mime, dataUrl: f.dataUrl };
              return { file_url: fileUrl(key), file_name: f.name, mime_type: f.mime, file_size: f.size };
            });
            const item: DemoInteraction = {
              id: m.nextId(),
              by: user.role === 'manager' ? 'manager' : 'agent',
              userName: user.name,
              sentTime: new Date(m.now()).toISOString(),
              text,
              tabs: tab ? tab.tabName.split(' > ').slice(0, 3) : [],
              privateNote,
              filesOperator,
            };
            (slice.interactions[chatId] ??= []).push(item);
            return item;
          }),
        );
      }),
    ),
    http.get(apiUrl({ base: 'messages', path: '/demo-ticket-files/:name' }), ({ params }) => {
      const name = decodeURIComponent(param(params.name));
      const upload = ctx.host.read((m) => (Object.hasOwn(sliceOf(m).uploads, name) ? sliceOf(m).uploads[name] : undefined));
      if (upload) return new HttpResponse(bytesOf(upload.dataUrl), { headers: { 'Content-Type': upload.mime } });
      const file = ticketFile(name);
      if (!file) return new HttpResponse(null, { status: 404 });
      return new HttpResponse(file.bytes, { headers: { 'Content-Type': file.mime, 'Content-Length': String(file.bytes.length) } });
    }),
  ],
  actions: {
    ticketConversation: (model: DemoModel, options: { progress?: Progress; history?: 'none' | 'several' } = {}) => {
      const id = model.newConversation({ channel: TICKET_CHANNEL, userId: model.currentUserId() });
      const consumerId = model.state.conversations[id]!.conversation.consumer.id;
      sliceOf(model).consumers[consumerId] = options.history === 'none' ? { past: 0, waiting: 0 } : { past: 3, waiting: 2 };
      enrich(model, id, options.progress ?? 'progress');
      return id;
    },
    setTicketFailure: (model: DemoModel, kind: 'interaction' | 'tickets' | 'history' | 'send', on: boolean) => {
      sliceOf(model).failing[kind] = !!on;
    },
  },
  reads: {
    ticketInteractions: (model: DemoModel, conversationId: string) =>
      (sliceOf(model).interactions[conversationId] ?? []).map((i) => ({ by: i.by, text: i.text, privateNote: !!i.privateNote, tabs: i.tabs ?? [], files: (i.filesOperator ?? []).map((f) => f.file_name) })),
  },
});
