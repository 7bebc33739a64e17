import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import 'dayjs/locale/en';

/**
 * The ticket panel's rules (spec 001 §4, §5, §9) as plain functions: what the panel shows is
 * computed here, so the tests read the rules, not the markup.
 */

/** The ticket's process stamps (spec 001 §3 Ticket.processData); `finish` is the older spelling of `finished`. */
export interface ProcessStamps {
  start?: string | null;
  progress?: string | null;
  finished?: string | null;
  finish?: string | null;
}

export const finishedAt = (p: ProcessStamps | undefined) => p?.finished || p?.finish || undefined;

/** The step the 3-step progress is on (spec 001 §4): 2 when finished, else 1 when in progress, else 0. */
export function progressStep(process: ProcessStamps | undefined): 0 | 1 | 2 {
  if (finishedAt(process)) return 2;
  if (process?.progress) return 1;
  return 0;
}

/**
 * The journey stepper's active step (spec 001 §4): the number of tabs (plus 1 when there are
 * several), plus 1 when the process is finished.
 */
export function journeyActiveStep(tabCount: number, finished: boolean): number {
  return tabCount + (tabCount > 1 ? 1 : 0) + (finished ? 1 : 0);
}

export type JourneyStep<T> = { kind: 'start' } | { kind: 'tab'; tab: T } | { kind: 'end' };

/** The journey's steps: start, the tabulation tabs newest first (reverse order), end. */
export function journeySteps<T>(tabs: readonly T[]): JourneyStep<T>[] {
  return [{ kind: 'start' }, ...[...tabs].reverse().map((tab) => ({ kind: 'tab' as const, tab })), { kind: 'end' }];
}

/** Whether a journey step is done, the current one, or to come, from the active step. */
export function stepState(index: number, active: number): 'done' | 'current' | 'todo' {
  if (index < active) return 'done';
  return index === active ? 'current' : 'todo';
}

/** A document's size in MB as the panel shows it (spec 001 §9): bytes / 1,000,000, 3 decimals. */
export function megabytes(bytes: number): string {
  return (Math.max(0, bytes) / 1_000_000).toFixed(3);
}

export type Language = 'pt' | 'en';
const dayjsLocale: Record<Language, string> = { pt: 'pt-br', en: 'en' };

/** The sent time of an interaction (spec 001 §9): 'D MMMM YYYY | HH:mm:ss', the month in the agent's language. */
export function sentTimeLabel(iso: string, language: Language): string {
  const at = dayjs(iso);
  return at.isValid() ? at.locale(dayjsLocale[language]).format('D MMMM YYYY | HH:mm:ss') : iso;
}

/** The notes' limits (spec 001 §5, §9): empty, or 10 to 600 characters. */
export const NOTE_MIN = 10;
export const NOTE_MAX = 600;
/** At most 10 files on the ticket form (spec 001 §5). */
export const MAX_FILES = 10;

/** The note's error, as the message key the form shows (spec 001 §5: notesMinLength / notesMaxLength). */
export function noteError(text: string): 'notesMinLength' | 'notesMaxLength' | undefined {
  const length = text.trim().length;
  if (length === 0) return undefined;
  if (length < NOTE_MIN) return 'notesMinLength';
  if (length > NOTE_MAX) return 'notesMaxLength';
  return undefined;
}

export type FileKind = 'image' | 'audio' | 'video' | 'file';
export interface KindRule {
  extensions: readonly string[];
  /** Bytes. */
  maxBytes: number;
  /** The limit as the channel states it, in MB (the error shows it). */
  maxMb: number;
}
export type FileRules = Readonly<Record<FileKind, KindRule>>;

const UNIT: Record<string, number> = { KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3, TB: 1024 ** 4 };

/**
 * The ticket channel's rules when the conversation lists none: what the contact centre's ticket
 * automation accepts (documents, photos and voice notes).
 */
export const DEFAULT_TICKET_FILES = {
  image: { extension: ['jpg', 'jpeg', 'png'], maxSize: 5, metric: 'MB' },
  file: { extension: ['pdf', 'docx', 'xlsx', 'txt'], maxSize: 10, metric: 'MB' },
  audio: { extension: ['ogg', 'mp3', 'wav'], maxSize: 16, metric: 'MB' },
  video: { extension: ['mp4'], maxSize: 16, metric: 'MB' },
} as const;

/**
 * The conversation's `supportedFiles` (spec 001 §3: per kind an extension list, maxSize and a
 * KB/MB/GB/TB metric at 1024 multiples) as rules with the limit in bytes and in MB.
 */
export function readFileRules(supportedFiles: unknown): FileRules {
  const source = (supportedFiles && typeof supportedFiles === 'object' ? supportedFiles : DEFAULT_TICKET_FILES) as Record<string, unknown>;
  const rule = (kind: FileKind): KindRule => {
    const raw = (source[kind] ?? {}) as { extension?: unknown; maxSize?: unknown; metric?: unknown };
    const extensions = Array.isArray(raw.extension) ? raw.extension.filter((e): e is string => typeof e === 'string').map((e) => e.toLowerCase().replace(/^\./, '')) : [];
    const size = typeof raw.maxSize === 'number' && raw.maxSize > 0 ? raw.maxSize : 0;
    const unit = UNIT[String(raw.metric ?? 'MB').toUpperCase()] ?? UNIT.MB!;
    const maxBytes = size * unit;
    return { extensions, maxBytes, maxMb: Math.round((maxBytes / UNIT.MB!) * 1000) / 1000 };
  };
  return { image: rule('image'), audio: rule('audio'), video: rule('video'), file: rule('file') };
}

export const extensionOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');

/** The kind whose list holds the file's extension (an image listed as a file stays an image). */
export function kindOf(name: string, rules: FileRules): FileKind | undefined {
  const ext = extensionOf(name);
  if (!ext) return undefined;
  return (['image', 'audio', 'video', 'file'] as const).find((kind) => rules[kind].extensions.includes(ext));
}

export type FileProblem = { key: 'extension'; name: string } | { key: 'size'; name: string; maxMb: number };

/** What is wrong with one file: an extension the channel does not list, or a size above its kind's maximum. */
export function fileProblem(file: { name: string; size: number }, rules: FileRules): FileProblem | undefined {
  const kind = kindOf(file.name, rules);
  if (!kind) return { key: 'extension', name: file.name };
  const rule = rules[kind];
  if (rule.maxBytes > 0 && file.size > rule.maxBytes) return { key: 'size', name: file.name, maxMb: rule.maxMb };
  return undefined;
}

/** The files' error: too many (spec 001 §5: 'amount'), else the first file that breaks a rule. */
export function filesProblem(files: readonly { name: string; size: number }[], rules: FileRules): { key: 'amount'; max: number } | FileProblem | undefined {
  if (files.length > MAX_FILES) return { key: 'amount', max: MAX_FILES };
  for (const file of files) {
    const problem = fileProblem(file, rules);
    if (problem) return problem;
  }
  return undefined;
}
