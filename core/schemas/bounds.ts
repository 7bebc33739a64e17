import * as z from 'zod/mini';
import { logger } from '../logger';

/**
 * What the boundary accepts, at most (DESIGN §5: large payloads are bounded at the boundary). A list
 * longer than its bound is cut to it with a warning before any of its items is read, so 200,000
 * users cost what 100 do; a text longer than its bound is cut the same way. Generous for any real
 * contact centre: a bound is a guard against a payload that would freeze the tab, not a rule.
 */
export const BOUNDS = {
  /** Conversations in one list answer (applied in slices, see core/state/conversations.ts). */
  conversations: 10_000,
  /** Agents and managers on one conversation. */
  conversationUsers: 100,
  /** Entries of a conversation's transfer history, pre-chat or post-chat form. */
  conversationEntries: 200,
  /** Keys of a conversation's chat, consumer or extra information (each one a row of the side panel). */
  infoKeys: 200,
  /** Files on one message. */
  messageFiles: 50,
  /** Characters of one message (4 MB: above any message a channel delivers). */
  messageText: 4_000_000,
  /** Characters of a name shown (consumer, agent, skill, file). */
  name: 1_000,
  /** Items of the session's lists (availabilities at each level, features, profiles, roles, plugins). */
  sessionItems: 500,
  /** Plugins from outside the build a company runs (each one a Module Federation remote to load). */
  companyRemotes: 20,
  /** Characters of an address (a remote plugin's manifest). */
  url: 2_048,
  /** Insight terms a company configures. */
  insightTerms: 1_000,
  /** Items of a plugin's list answer (queues, skills, shortcuts, widgets). */
  pluginItems: 2_000,
} as const;

function describeIssues(error: z.core.$ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || '(item)'}: ${i.message}`).join(', ');
}

/** Cuts `list` to `max` items, with a warning naming `what` when it was longer. */
export function cutToBound<T>(list: readonly T[], max: number, what: string): T[] {
  if (list.length <= max) return list as T[];
  logger.warn(`[boundary] ${what}: ${list.length.toLocaleString('en')} items, more than the ${max.toLocaleString('en')} accepted; the rest is left out`);
  return list.slice(0, max);
}

/**
 * A list of at most `max` items (more are cut, see BOUNDS), each checked against `item`: one it
 * refuses is left out with a diagnostic naming `what` and the item, and the rest is kept.
 */
export function boundedList<T extends z.core.$ZodType>(item: T, max: number, what: string): z.ZodMiniType<z.output<T>[], z.input<T>[]> {
  return z.pipe(
    z.custom<unknown[]>((value) => Array.isArray(value), { message: 'expected a list' }),
    z.transform((raw: unknown[]) => {
      const kept: z.output<T>[] = [];
      const refused: string[] = [];
      cutToBound(raw, max, what).forEach((value, index) => {
        const parsed = z.safeParse(item, value);
        if (parsed.success) kept.push(parsed.data);
        else refused.push(`#${index} (${describeIssues(parsed.error)})`);
      });
      if (refused.length) logger.warn(`[boundary] ${what}: ${refused.length} malformed left out, the others kept: ${refused.slice(0, 5).join('; ')}`);
      return kept;
    }),
  ) as unknown as z.ZodMiniType<z.output<T>[], z.input<T>[]>;
}

/** A list of at most `max` items, read as they are (each is checked where it is used). */
export function cutList(max: number, what: string): z.ZodMiniType<unknown[], unknown[]> {
  return z.pipe(
    z.custom<unknown[]>((value) => Array.isArray(value), { message: 'expected a list' }),
    z.transform((raw: unknown[]) => cutToBound(raw, max, what)),
  ) as unknown as z.ZodMiniType<unknown[], unknown[]>;
}

/** A text of at most `max` characters: a longer one is cut to it, with a warning naming `what`. */
export function boundedText(max: number, what: string) {
  return z.pipe(
    z.string(),
    z.transform((text: string) => {
      if (text.length <= max) return text;
      logger.warn(`[boundary] ${what}: ${text.length.toLocaleString('en')} characters, more than the ${max.toLocaleString('en')} accepted; cut`);
      return text.slice(0, max);
    }),
  );
}

/**
 * A record of at most `max` keys (more are left out with a warning), its values as they are. As
 * zod's own records, it never takes a `__proto__` key (it would become the copy's prototype).
 */
export function boundedRecord(max: number, what: string): z.ZodMiniType<Record<string, unknown>, Record<string, unknown>> {
  return z.pipe(
    z.custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), { message: 'expected a record' }),
    z.transform((record: Record<string, unknown>) => {
      const copy: Record<string, unknown> = {};
      for (const key of cutToBound(Object.keys(record).filter((k) => k !== '__proto__'), max, what)) copy[key] = record[key];
      return copy;
    }),
  ) as unknown as z.ZodMiniType<Record<string, unknown>, Record<string, unknown>>;
}
