import { ApiError, BOUNDS, boundedList, boundedText, call, foldString, getConfig, logger, queryOptions } from '@tessera/core';
import * as z from 'zod/mini';
import { predefinedMessagesEndpoint } from './endpoints';

/** Suggestions show at most this many characters of their message, then an ellipsis (spec 001 §9). */
export const PREVIEW_LIMIT = 245;

/** A suggestion as the panel uses it: its title, the whole message and, when it has one, its file's link. */
export interface PredefinedMessage {
  /** Its place in the answer (the server gives suggestions no id). */
  key: string;
  title: string;
  message: string;
  /** An http(s) link to the file sent with the message. */
  file?: string;
  /** Its categories (spec 001 §3), none when the server sends null. */
  categories?: string[];
  /** Whether it is the company's, offered in every skill. */
  global?: boolean;
}

/** A link the workspace may follow: http(s), relative ones resolved against the page (same origin). */
export function fileHref(url: string): string | undefined {
  if (!url.trim()) return undefined;
  try {
    const parsed = new URL(url, typeof location === 'undefined' ? 'http://localhost/' : location.href);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

const absentText = z.pipe(z.optional(z.nullable(z.string())), z.transform((v: string | null | undefined) => v ?? ''));

/**
 * One FAQ item (spec 001 §3: title, text, files as a link, categories, global). The message is
 * required; a file link that is not http(s) is dropped with a warning, the message kept.
 */
const itemSchema = z.pipe(
  z.object({
    title: z.pipe(absentText, boundedText(BOUNDS.name, 'predefined message title')),
    text: z.pipe(z.string().check(z.refine((v) => v.trim() !== '', 'empty message')), boundedText(BOUNDS.messageText, 'predefined message')),
    files: z.optional(z.nullable(z.string())),
    categories: z.optional(z.nullable(z.array(z.pipe(z.string(), boundedText(BOUNDS.name, 'predefined message category'))))),
    global: z.optional(z.nullable(z.boolean())),
  }),
  z.transform(({ title, text, files, categories, global }): Omit<PredefinedMessage, 'key'> => {
    const file = files ? fileHref(files) : undefined;
    if (files && !file) logger.warn('[boundary] predefined message: a file link that is not http(s) was left out');
    const extra = {
      ...(categories?.length ? { categories: [...new Set(categories.map((c) => c.trim()).filter(Boolean))] } : {}),
      ...(global ? { global: true } : {}),
    };
    return file ? { title, message: text, file, ...extra } : { title, message: text, ...extra };
  }),
);

// A malformed suggestion is left out with a diagnostic, the others kept; an endless list is cut to the bound.
const answerSchema = z.object({ data: boundedList(itemSchema, BOUNDS.pluginItems, 'predefined messages') });

/** GET {product}-messages/conversation/predefined-messages?skill_id=: the skill's FAQ. */
export async function fetchPredefinedMessages(skillId: string | undefined, signal?: AbortSignal): Promise<PredefinedMessage[]> {
  const params = skillId ? { skill_id: skillId } : undefined;
  const answer = await call('get', predefinedMessagesEndpoint(getConfig().product), answerSchema, { params, signal });
  return answer.data.map((item, i) => ({ ...item, key: String(i) }));
}

/** The skill's suggestions in the session's cache, asked for again each time the panel opens. */
export const predefinedMessagesQuery = (skillId: string | undefined) =>
  queryOptions({
    queryKey: ['predefined-messages', 'list', skillId ?? null],
    queryFn: ({ signal }) => fetchPredefinedMessages(skillId, signal),
  });

/** The name a file goes by: the last part of its link's path, else 'arquivo'. */
export function fileNameOf(href: string): string {
  try {
    const last = new URL(href).pathname.split('/').filter(Boolean).at(-1);
    return last ? decodeURIComponent(last) : 'arquivo';
  } catch {
    return 'arquivo';
  }
}

/** A suggestion's file, fetched as a blob (it is a link) and named after it. */
export async function fetchFile(href: string, signal?: AbortSignal): Promise<File> {
  const response = await fetch(href, { signal, credentials: 'same-origin' });
  if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
  const blob = await response.blob();
  const name = fileNameOf(href);
  const declared = (blob.type || response.headers.get('content-type') || '').split(';')[0]!.trim().toLowerCase();
  const type = declared && declared !== 'application/octet-stream' ? declared : (typeByExtension(name) ?? 'application/octet-stream');
  return new File([blob], name, { type });
}

const EXTENSION_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  txt: 'text/plain',
  csv: 'text/csv',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The type a file name's extension says, for a server that sends none (or a generic one). */
export function typeByExtension(name: string): string | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return extension && Object.hasOwn(EXTENSION_TYPES, extension) ? EXTENSION_TYPES[extension] : undefined;
}

/** The file once fetched, kept for the session: highlighting, opening and choosing it share one download. */
export const fileQuery = (href: string) =>
  queryOptions({ queryKey: ['predefined-messages', 'file', href], queryFn: ({ signal }) => fetchFile(href, signal), staleTime: Infinity, gcTime: 5 * 60_000 });

/** What a failed load says: the server's message. */
export const failureText = (error: unknown): string => (error instanceof ApiError ? error.message : error instanceof Error ? error.message : String(error));

/** Matches on the title or the message, ignoring case and accents; a blank query keeps all. */
export function filterSuggestions(items: readonly PredefinedMessage[], query: string): PredefinedMessage[] {
  const q = foldString(query.trim());
  if (!q) return [...items];
  return items.filter((s) => foldString(s.title).includes(q) || foldString(s.message).includes(q));
}

/**
 * A message cut at `limit` characters with an ellipsis (spec 001 §2, §9); one that fits is kept
 * as it is. The cut never splits a character made of two code units (an emoji).
 */
export function truncate(message: string, limit = PREVIEW_LIMIT): string {
  if (message.length <= limit) return message;
  let end = limit;
  const last = message.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${message.slice(0, end).trimEnd()}…`;
}

/** Types a browser shows without running anything from the file (no HTML, no SVG, no script). */
const INERT_TYPE = /^(application\/pdf|image\/(png|jpeg|gif|webp)|audio\/[\w.+-]+|video\/[\w.+-]+|text\/plain)$/i;

/**
 * The file as it may be opened from this origin: a type that could run script (HTML, SVG...)
 * becomes a plain download, so a `blob:` link never runs the server's content as the workspace.
 */
export function inertBlob(file: Blob): Blob {
  const type = file.type.split(';')[0]!.trim();
  return INERT_TYPE.test(type) ? file : new Blob([file], { type: 'application/octet-stream' });
}
