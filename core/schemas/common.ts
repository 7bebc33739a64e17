import { z } from 'zod';

/** Servers send null where a value is absent; treat null and missing alike. */
export const optionalString = z
  .string()
  .nullish()
  .transform((v) => v ?? undefined)
  .optional();

/** An ISO-8601 instant (`2026-11-21T10:00:00.000Z`); kept as a string so state stays serialisable. */
export const isoDate = z.string().refine((v) => !Number.isNaN(Date.parse(v)), 'expected an ISO date');

/** Ids arrive as numbers from some services and strings from others; the workspace keys by string. */
export const idString = z.union([z.string(), z.number()]).transform(String);

/** The envelope every REST answer comes in: `{ data: ..., message?: ... }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data, message: z.unknown().optional() });
}
