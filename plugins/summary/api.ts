import { ApiError, BOUNDS, boundedList, boundedText, call, getConfig, idString, queryOptions } from '@tessera/core';
import * as z from 'zod/mini';
import { AUTOMATIC_SUMMARY_KEY, summariesEndpoint, summaryEndpoint, userMetadataEndpoint } from './endpoints';

const words = z.pipe(z.nullish(boundedText(BOUNDS.messageText, 'summary')), z.transform((v) => v ?? ''));
const keywords = z.pipe(
  z.catch(z.nullish(boundedList(boundedText(BOUNDS.name, 'keyword'), 100, 'summary keywords')), undefined),
  z.transform((v) => v ?? []),
);

/** A summary as the server keeps it (spec 001 §3 Summary: id, summary, keywords, created_at, created_by_user_name). */
export const summarySchema = z.object({
  id: idString,
  summary: words,
  keywords,
  created_at: z.string(),
  created_by_user_name: z.pipe(z.nullish(boundedText(BOUNDS.name, 'summary author')), z.transform((v) => v ?? undefined)),
});
export type Summary = z.infer<typeof summarySchema>;

/** GET summaries: `{ data: [summaries] }`, or `{ data: { summaryResult } }` (spec 001 §7 'summaryResult'). */
const summariesAnswer = z.object({
  data: z.pipe(
    z.transform((v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) && 'summaryResult' in v ? (v as { summaryResult: unknown }).summaryResult : v)),
    z.pipe(z.nullish(boundedList(summarySchema, BOUNDS.pluginItems, 'summaries')), z.transform((v) => v ?? [])),
  ),
});

/** Newest first. */
const newestFirst = (a: Summary, b: Summary) => (Date.parse(b.created_at) || 0) - (Date.parse(a.created_at) || 0);

export const summariesQuery = (conversationId: string) =>
  queryOptions({
    queryKey: ['summary', 'list', conversationId],
    queryFn: async () => [...(await call('get', summariesEndpoint(getConfig().product, conversationId), summariesAnswer)).data].sort(newestFirst),
    staleTime: 60_000,
    retry: false,
  });

/** POST summary { messageId } -> the summary made (spec 001 §7: summary, keywords; the id and date when the server gives them). */
const generatedAnswer = z.object({
  data: z.object({
    id: z.optional(idString),
    summary: words,
    keywords,
    created_at: z.optional(z.string()),
    created_by_user_name: z.pipe(z.nullish(boundedText(BOUNDS.name, 'summary author')), z.transform((v) => v ?? undefined)),
  }),
});
export async function generateSummary(conversationId: string, messageId: string | undefined, { automatic = false, now = Date.now() } = {}): Promise<Summary> {
  // `automatic` (a Tessera extension) lets the server record that nobody asked for it.
  const body = { ...(messageId ? { messageId } : {}), ...(automatic ? { automatic } : {}) };
  const answer = await call('post', summaryEndpoint(getConfig().product, conversationId), generatedAnswer, { body });
  const made = answer.data;
  return { ...made, id: made.id ?? `local-${now}`, created_at: made.created_at ?? new Date(now).toISOString() };
}

/** The automatic-summary setting as the server said it (spec 001 §4, §7). */
export interface AutomaticPreference {
  on: boolean;
  /** The key is not set yet (404): the agent has never chosen. */
  firstTime: boolean;
}

const metadataAnswer = z.object({ data: z.catch(z.nullish(z.looseObject({ value: z.unknown() })), undefined) });

/**
 * GET user/metadata?key=is_automatically_generate_summary_enabled: 'true' is on and anything else
 * off; 404 means the agent never chose (first time, on); any other failure counts as on.
 */
export async function readAutomaticPreference(): Promise<AutomaticPreference> {
  try {
    const answer = await call('get', userMetadataEndpoint(), metadataAnswer, { params: { key: AUTOMATIC_SUMMARY_KEY } });
    const value = answer.data?.value;
    return { on: value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true'), firstTime: false };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { on: true, firstTime: true };
    return { on: true, firstTime: false };
  }
}

/** PUT user/metadata { key, value } with the value as a string. */
export async function saveAutomaticPreference(on: boolean): Promise<void> {
  await call('put', userMetadataEndpoint(), z.unknown(), { body: { key: AUTOMATIC_SUMMARY_KEY, value: String(on) } });
}

export const preferenceQuery = () => queryOptions({ queryKey: ['summary', 'automatic'], queryFn: readAutomaticPreference, staleTime: Infinity });
