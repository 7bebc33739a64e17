import { BOUNDS, boundedList, boundedText } from '@tessera/core';
import * as z from 'zod/mini';

/** A summary a message carries (spec 001 §3 Message: summary, summaryKeywords, summaryDisabled). */
export interface CarriedSummary {
  summary: string;
  keywords: string[];
}

const carriedSchema = z.object({
  summary: z.pipe(z.catch(z.nullish(boundedText(BOUNDS.messageText, 'message summary')), undefined), z.transform((v) => v ?? '')),
  summaryKeywords: z.pipe(z.catch(z.nullish(boundedList(boundedText(BOUNDS.name, 'keyword'), 100, 'message summary keywords')), undefined), z.transform((v) => v ?? [])),
  summaryDisabled: z.catch(z.optional(z.boolean()), undefined),
});

/** The summary the message carries, if it carries one that is not disabled. */
export function carriedSummary(message: unknown): CarriedSummary | undefined {
  const parsed = carriedSchema.safeParse(message ?? {});
  if (!parsed.success || parsed.data.summaryDisabled) return undefined;
  const { summary, summaryKeywords } = parsed.data;
  if (!summary.trim() && summaryKeywords.length === 0) return undefined;
  return { summary, keywords: summaryKeywords };
}
