import * as z from 'zod/mini';

/** Servers send null where a value is absent; treat null and missing alike. */
export const optionalString = z.optional(z.pipe(z.nullish(z.string()), z.transform((v: string | null | undefined) => v ?? undefined)));

/** How far ahead of this clock a server time may be (clock skew); later is refused. */
export const MAX_CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;
/** No message or conversation of this workspace is older than this. */
const EARLIEST = Date.UTC(2000, 0, 1);

/**
 * An ISO-8601 instant (`2026-11-21T10:00:00.000Z`); kept as a string so state stays serialisable.
 * A time far in the future (`+275760-09-13T00:00:00.000Z`) is refused: everything that orders by
 * time (the list's last message, unread counts, the order) would stay stuck behind it.
 */
export const isoDate = z.string().check(
  z.maxLength(40),
  z.refine((v) => !Number.isNaN(Date.parse(v)), 'expected an ISO date'),
  z.refine((v) => {
    const at = Date.parse(v);
    return at >= EARLIEST && at <= Date.now() + MAX_CLOCK_SKEW_MS;
  }, 'date out of range (before 2000 or more than a day ahead)'),
);

/** The longest id the workspace takes: ids are keys, never text to show. */
export const MAX_ID_LENGTH = 200;

/**
 * Ids arrive as numbers from some services and strings from others; the workspace keys by string.
 * An empty (or blank) id names nothing and is refused, as is an absurdly long one.
 */
export const idString = z.pipe(
  z.union([z.string().check(z.maxLength(MAX_ID_LENGTH, 'id too long'), z.refine((v) => v.trim() !== '', 'empty id')), z.number()]),
  z.transform((v: string | number) => String(v)),
);

/** The envelope every REST answer comes in: `{ data: ..., message?: ... }`. */
export function envelope<T extends z.core.$ZodType>(data: T) {
  return z.object({ data, message: z.optional(z.unknown()) });
}
