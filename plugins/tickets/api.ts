import { BOUNDS, boundedList, boundedText, call, getConfig, idString, queryOptions } from '@tessera/core';
import * as z from 'zod/mini';
import { consumerConversationsEndpoint, consumerTicketsEndpoint, interactionEndpoint, sendTicketEndpoint, TICKET_CHANNEL } from './endpoints';

const nullable = <T extends z.core.$ZodType>(schema: T) => z.pipe(z.nullish(schema), z.transform((v) => v ?? undefined));
const text = (max: number, what: string) => nullable(boundedText(max, what));
const stamp = z.pipe(z.catch(z.nullish(z.string()), undefined), z.transform((v) => v || undefined));
const size = z.pipe(
  z.catch(z.nullish(z.union([z.number(), z.string()])), undefined),
  z.transform((v) => {
    const n = typeof v === 'string' ? Number(v) : v;
    return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : undefined;
  }),
);

/** A file of a ticket (spec 001 §3 Document), or an operator's file on a note. */
export const documentSchema = z.object({
  file_url: z.string(),
  file_name: z.pipe(z.catch(z.nullish(boundedText(BOUNDS.name, 'file name')), undefined), z.transform((v) => v || 'arquivo')),
  mime_type: z.pipe(z.catch(z.nullish(z.string()), undefined), z.transform((v) => v || 'application/octet-stream')),
  file_size: size,
});
export type TicketDocument = z.infer<typeof documentSchema>;

/** A row of the form data: a name with a value, or a group of rows (spec 001 §3 Ticket.formData). */
export type FormNode = { name: string; value?: string; children?: FormNode[] };

const MAX_FORM_DEPTH = 8;
const MAX_FORM_ROWS = 500;
/** Reads the nested form leniently: rows without a name are left out, values shown as text, depth and size bounded. */
export function readForm(raw: unknown, depth = 0, budget = { rows: MAX_FORM_ROWS }): FormNode[] {
  if (!Array.isArray(raw) || depth > MAX_FORM_DEPTH) return [];
  const rows: FormNode[] = [];
  for (const item of raw) {
    if (budget.rows <= 0) break;
    if (!item || typeof item !== 'object') continue;
    const { name, value, children } = item as { name?: unknown; value?: unknown; children?: unknown };
    if (typeof name !== 'string' || !name) continue;
    budget.rows -= 1;
    if (Array.isArray(children)) rows.push({ name: name.slice(0, BOUNDS.name), children: readForm(children, depth + 1, budget) });
    else rows.push({ name: name.slice(0, BOUNDS.name), value: value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value).slice(0, 2000) : String(value).slice(0, 2000) });
  }
  return rows;
}

const tabSchema = z.object({
  id: z.pipe(z.catch(z.nullish(z.union([z.string(), z.number()])), undefined), z.transform((v) => (v === null || v === undefined ? '' : String(v)))),
  tabName: z.pipe(z.catch(z.nullish(boundedText(BOUNDS.name, 'tab name')), undefined), z.transform((v) => v ?? '')),
  date: stamp,
});
export type TicketTab = z.infer<typeof tabSchema>;

/** A ticket (spec 001 §3): process stamps, journey tabs, attached documents and form data; every part optional. */
export const ticketSchema = z.object({
  processData: z.pipe(
    z.catch(nullable(z.object({ start: stamp, progress: stamp, finished: stamp, finish: stamp })), undefined),
    z.transform((p) => ({ start: p?.start, progress: p?.progress, finished: p?.finished ?? p?.finish })),
  ),
  tabs: z.pipe(z.catch(nullable(boundedList(tabSchema, BOUNDS.conversationEntries, 'ticket tabs')), undefined), z.transform((v) => v ?? [])),
  documentsAttached: z.pipe(z.catch(nullable(boundedList(documentSchema, BOUNDS.pluginItems, 'ticket documents')), undefined), z.transform((v) => v ?? [])),
  formData: z.pipe(z.unknown(), z.transform((raw) => readForm(raw))),
});
export type Ticket = z.infer<typeof ticketSchema>;

/** The conversation's `ticket` (passed through by the core untyped), read; null when it has none. */
export function readTicket(raw: unknown): Ticket | null {
  if (!raw || typeof raw !== 'object') return null;
  const parsed = z.safeParse(ticketSchema, raw);
  return parsed.success ? parsed.data : null;
}

/** One of the consumer's tickets (GET consumer/{id}/tickets): a conversation on the ticket channel with its ticket. */
export const consumerTicketSchema = z.object({
  conversationId: idString,
  protocol: z.pipe(z.nullish(z.union([z.string(), z.number()])), z.transform((v) => (v === null || v === undefined ? undefined : String(v)))),
  status: z.pipe(z.catch(z.nullish(z.string()), undefined), z.transform((v) => v ?? '')),
  skillName: z.optional(text(BOUNDS.name, 'skill name')),
  title: z.optional(text(BOUNDS.name, 'ticket title')),
  start: stamp,
  end: stamp,
  ticket: z.pipe(z.unknown(), z.transform((raw) => readTicket(raw))),
});
export type ConsumerTicket = z.infer<typeof consumerTicketSchema>;

const ticketsAnswer = z.object({
  data: z.object({
    count: z.pipe(z.catch(z.nullish(z.number()), undefined), z.transform((v) => v ?? undefined)),
    tickets: z.pipe(z.catch(nullable(boundedList(consumerTicketSchema, BOUNDS.pluginItems, 'consumer tickets')), undefined), z.transform((v) => v ?? [])),
  }),
});

/** Statuses of a ticket still waiting in the queue (the in-queue list) against the finished ones (the service history). */
const WAITING = new Set(['queue', 'pre-chat', 'active', 'inactive', 'open', 'waiting']);
const FINISHED = new Set(['closed', 'pos-chat', 'finished']);

export interface ConsumerTickets {
  count: number;
  /** Tickets of the consumer waiting in the queue, the open one excluded. */
  inQueue: ConsumerTicket[];
}

const newestFirst = (a: ConsumerTicket, b: ConsumerTicket) => (Date.parse(b.end ?? b.start ?? '') || 0) - (Date.parse(a.end ?? a.start ?? '') || 0);

/** The consumer's tickets waiting in the queue (the open one left out): the in-queue list. */
export async function fetchConsumerTickets(consumerId: string, openId: string): Promise<ConsumerTickets> {
  const answer = await call('get', consumerTicketsEndpoint(getConfig().product, consumerId), ticketsAnswer);
  const inQueue = answer.data.tickets.filter((t) => t.conversationId !== openId && WAITING.has(t.status));
  return { count: inQueue.length, inQueue };
}

/** An earlier conversation of the service history as the server keys it: everything but its id. */
const pastConversationSchema = z.omit(consumerTicketSchema, { conversationId: true });

/** `{ [conversationId]: conversation }`: each entry read alone, one the panel cannot read left out. */
const pastConversationsAnswer = z.object({
  data: z.pipe(
    z.catch(z.nullish(z.record(z.string(), z.unknown())), undefined),
    z.transform((raw) => {
      const out: ConsumerTicket[] = [];
      for (const [conversationId, entry] of Object.entries(raw ?? {})) {
        if (out.length >= BOUNDS.pluginItems) break;
        const id = z.safeParse(idString, conversationId);
        const parsed = z.safeParse(pastConversationSchema, entry);
        if (id.success && parsed.success) out.push({ ...parsed.data, conversationId: id.data });
      }
      return out;
    }),
  ),
});

/**
 * The service history (spec 001 §2, §7): GET consumer/{id}/conversations/real_automation, the
 * consumer's earlier conversations on the ticket channel keyed by conversationId, newest first;
 * the open one and those still waiting left out.
 */
export async function fetchServiceHistory(consumerId: string, openId: string): Promise<ConsumerTicket[]> {
  const answer = await call('get', consumerConversationsEndpoint(getConfig().product, consumerId, TICKET_CHANNEL), pastConversationsAnswer);
  return answer.data.filter((t) => t.conversationId !== openId && (FINISHED.has(t.status) || !WAITING.has(t.status))).sort(newestFirst);
}

export const serviceHistoryQuery = (consumerId: string, openId: string) =>
  queryOptions({ queryKey: ['tickets', 'history', consumerId, openId], queryFn: () => fetchServiceHistory(consumerId, openId), staleTime: 30_000, retry: false });

export const consumerTicketsQuery = (consumerId: string, openId: string) =>
  queryOptions({ queryKey: ['tickets', 'consumer', consumerId, openId], queryFn: () => fetchConsumerTickets(consumerId, openId), staleTime: 30_000, retry: false });

export const interactionAuthors = ['system', 'bot', 'consumer', 'agent', 'manager'] as const;

/** One message of the ticket's interaction history (spec 001 §7 GET interaction/{chatId}). */
export const interactionSchema = z.object({
  id: z.pipe(z.catch(z.nullish(z.union([z.string(), z.number()])), undefined), z.transform((v) => (v === null || v === undefined ? '' : String(v)))),
  by: z.catch(z.enum(interactionAuthors), 'system'),
  userName: z.optional(text(BOUNDS.name, 'author name')),
  sentTime: z.string(),
  text: z.pipe(z.catch(z.nullish(boundedText(BOUNDS.messageText, 'interaction text')), undefined), z.transform((v) => v ?? '')),
  /** The tabulation's path, level 1 first (at most 3 shown). */
  tabs: z.pipe(z.catch(nullable(z.array(z.string())), undefined), z.transform((v) => (v ?? []).slice(0, 3))),
  privateNote: z.pipe(z.catch(z.nullish(z.boolean()), undefined), z.transform((v) => !!v)),
  filesOperator: z.pipe(z.catch(nullable(boundedList(documentSchema, BOUNDS.messageFiles, 'operator files')), undefined), z.transform((v) => v ?? [])),
});
export type Interaction = z.infer<typeof interactionSchema>;

const interactionsAnswer = z.object({
  data: z.pipe(
    z.transform((raw: unknown) => (Array.isArray(raw) ? raw : raw && typeof raw === 'object' && Array.isArray((raw as { interactions?: unknown }).interactions) ? (raw as { interactions: unknown[] }).interactions : [])),
    boundedList(interactionSchema, BOUNDS.pluginItems, 'interactions'),
  ),
});

/** Oldest first, as a conversation reads. */
export async function fetchInteractions(chatId: string): Promise<Interaction[]> {
  const answer = await call('get', interactionEndpoint(getConfig().product, chatId), interactionsAnswer);
  return [...answer.data].sort((a, b) => (Date.parse(a.sentTime) || 0) - (Date.parse(b.sentTime) || 0));
}

export const interactionsKey = (chatId: string) => ['tickets', 'interaction', chatId] as const;
export const interactionsQuery = (chatId: string) =>
  queryOptions({ queryKey: interactionsKey(chatId), queryFn: () => fetchInteractions(chatId), staleTime: 30_000, retry: false });

export interface TicketReply {
  tabId: string;
  text: string;
  privateNote: boolean;
  files: readonly File[];
}

const sendAnswer = z.object({ data: z.catch(z.optional(interactionSchema), undefined) });

/** POST response/send/realautomation/{chatId} (multipart): the note as the server kept it, when it says. */
export async function sendReply(chatId: string, reply: TicketReply): Promise<Interaction | undefined> {
  const body = new FormData();
  body.append('tabId', reply.tabId);
  body.append('text', reply.text);
  body.append('privateNote', String(reply.privateNote));
  for (const file of reply.files) body.append('files', file, file.name);
  const answer = await call('post', sendTicketEndpoint(getConfig().product, chatId), sendAnswer, { body });
  return answer.data;
}
