import { logger } from '@tessera/core';
import * as z from 'zod/mini';

/** The kinds of file a channel lists in its `supportedFiles` (spec 001 §3). */
export const FILE_KINDS = ['image', 'file', 'audio', 'video'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** Size units at 1024 multiples (spec 001 §9). */
export const SIZE_UNITS = ['KB', 'MB', 'GB', 'TB'] as const;
export type SizeUnit = (typeof SIZE_UNITS)[number];

/** What a channel accepts of one kind of file. */
export interface KindRule {
  /** Lower case, without the dot. */
  extensions: readonly string[];
  maxSize: number;
  metric: SizeUnit;
  /** maxSize in bytes. */
  maxBytes: number;
}

/** What a channel accepts: `null` when the conversation says nothing (any file goes). */
export type FileRules = Partial<Record<FileKind, KindRule>> | null;

/** The number of bytes in `size` of `unit`: 1 KB is 1024 bytes, 1 MB 1024 KB, and so on. */
export function toBytes(size: number, unit: SizeUnit): number {
  return size * 1024 ** (SIZE_UNITS.indexOf(unit) + 1);
}

const unitSchema = z.pipe(
  z.pipe(z.string(), z.transform((unit) => unit.trim().toUpperCase())),
  z.enum(SIZE_UNITS),
);
const sizeSchema = z.pipe(
  z.pipe(z.union([z.number(), z.string()]), z.transform((size) => (typeof size === 'string' && size.trim() === '' ? Number.NaN : Number(size)))),
  z.number().check(z.positive()),
);
const extensionsSchema = z.pipe(
  z.union([z.array(z.string()), z.string()]),
  z.transform((list) =>
    (typeof list === 'string' ? list.split(',') : list).map((extension) => extension.trim().replace(/^\.+/, '').toLowerCase()).filter(Boolean),
  ),
);
const kindRuleSchema = z.object({ extension: extensionsSchema, maxSize: sizeSchema, metric: unitSchema });

const reported = new Set<string>();
/** Says once what was left out of a channel's rules (a server sending it every time would flood the log). */
function report(message: string, raw: unknown): void {
  if (reported.has(message) || reported.size > 100) return;
  reported.add(message);
  logger.warn(`[attachments] ${message}`, raw);
}

const parsed = new WeakMap<object, FileRules>();

/**
 * Reads a conversation's `supportedFiles` (untyped: the conversation passes it through). An entry
 * that does not read (no extension list, a size or unit it does not know) is left out and
 * reported, the others kept; a kind the channel does not list is not accepted. Nothing there, or
 * something that is not an object, means the channel says nothing: any file goes.
 */
export function readFileRules(supportedFiles: unknown): FileRules {
  if (supportedFiles === undefined || supportedFiles === null) return null;
  if (typeof supportedFiles !== 'object' || Array.isArray(supportedFiles)) {
    report('supportedFiles is not a list of kinds; every file is accepted', supportedFiles);
    return null;
  }
  const known = parsed.get(supportedFiles);
  if (known !== undefined) return known;
  const rules: Partial<Record<FileKind, KindRule>> = {};
  for (const [kind, entry] of Object.entries(supportedFiles)) {
    if (!(FILE_KINDS as readonly string[]).includes(kind)) {
      report(`supportedFiles names an unknown kind '${kind}'; left out`, entry);
      continue;
    }
    const result = kindRuleSchema.safeParse(entry);
    if (!result.success) {
      report(`supportedFiles.${kind} does not read (${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}); left out`, entry);
      continue;
    }
    const { extension, maxSize, metric } = result.data;
    rules[kind as FileKind] = { extensions: extension, maxSize, metric, maxBytes: toBytes(maxSize, metric) };
  }
  parsed.set(supportedFiles, rules);
  return rules;
}

/** The file's extension, lower case without the dot ('' when it has none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * The kind a file is, by its type (image/…, audio/…, video/…, anything else a file). A file the
 * browser could not type is the kind whose list names its extension.
 */
export function kindOf(file: Pick<File, 'name' | 'type'>, rules: FileRules): FileKind {
  const type = file.type.toLowerCase();
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('audio/')) return 'audio';
  if (type.startsWith('video/')) return 'video';
  if (type === '' || type === 'application/octet-stream') {
    const extension = extensionOf(file.name);
    const listing = FILE_KINDS.find((kind) => rules?.[kind]?.extensions.includes(extension));
    if (listing) return listing;
  }
  return 'file';
}

/** Why a file is refused (spec 001 §5): a message id and its values. */
export type Refusal =
  | { reason: 'tooBig'; maxSize: number; metric: SizeUnit }
  | { reason: 'extension' }
  | { reason: 'invalid' };

/**
 * Whether the channel takes the file (spec 001 §5): its extension must be in the list of its
 * kind, and its size below the kind's maximum ("add files smaller than N unit": a file of
 * exactly the maximum is refused). An empty file is not a valid file, whatever the channel.
 */
export function checkFile(file: Pick<File, 'name' | 'type' | 'size'>, rules: FileRules): Refusal | null {
  if (file.size <= 0) return { reason: 'invalid' };
  if (rules === null) return null;
  const rule = rules[kindOf(file, rules)];
  if (!rule || !rule.extensions.includes(extensionOf(file.name))) return { reason: 'extension' };
  if (file.size >= rule.maxBytes) return { reason: 'tooBig', maxSize: rule.maxSize, metric: rule.metric };
  return null;
}

/** The chooser's `accept`: every extension the channel lists (undefined: any file). */
export function acceptedTypes(rules: FileRules): string[] | undefined {
  if (rules === null) return undefined;
  return [...new Set(FILE_KINDS.flatMap((kind) => rules[kind]?.extensions ?? []))].map((extension) => `.${extension}`);
}

/** A size to show: bytes, KB, MB, GB or TB at 1024 multiples, with the unit that keeps it under 1024. */
export function sizeParts(bytes: number): { value: number; unit: 'B' | SizeUnit } {
  if (bytes < 1024) return { value: bytes, unit: 'B' };
  let unit = 0;
  let value = bytes / 1024;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return { value, unit: SIZE_UNITS[unit]! };
}
