import { BOUNDS, boundedList, boundedText } from '@tessera/core';
import * as z from 'zod/mini';

/** The tree has at most three levels: type, subject, sub-subject (spec 001 §3, §9). */
export const TAB_LEVELS = 3;

/** A node of the tabulation tree, as the form uses it. */
export interface TabNode {
  id: string;
  name: string;
  children: TabNode[];
}

const id = z.pipe(z.union([z.string().check(z.minLength(1)), z.number()]), z.transform((v) => String(v)));
const name = z.pipe(boundedText(BOUNDS.name, 'tab name'), z.string().check(z.trim(), z.minLength(1)));

/**
 * A node at `depth` (0 for a type): a malformed child is left out with a diagnostic, its siblings
 * kept; anything below the third level is ignored (the form has three levels).
 */
function nodeSchema(depth: number): z.ZodMiniType<TabNode, unknown> {
  const children =
    depth + 1 < TAB_LEVELS
      ? boundedList(z.lazy(() => nodeSchema(depth + 1)), BOUNDS.pluginItems, 'tabulation tree')
      : z.pipe(z.unknown(), z.transform((): TabNode[] => []));
  return z.object({
    id,
    name,
    children: z.pipe(
      z.transform((v: unknown): unknown => v ?? []),
      children,
    ),
  }) as unknown as z.ZodMiniType<TabNode, unknown>;
}

/** GET conversation/tab/{chatId}: { data: { form: { tabs } } }. */
export const tabTreeAnswer = z.object({ data: z.object({ form: z.object({ tabs: boundedList(nodeSchema(0), BOUNDS.pluginItems, 'tabulation tree') }) }) });

/** One registered tabulation (spec 001 §3 Tab entry). */
export const tabEntrySchema = z.object({
  tabId: id,
  tabName: name,
  date: z.string().check(z.minLength(1)),
  userId: id,
  username: z._default(boundedText(BOUNDS.name, 'tab user'), ''),
  skillName: z.pipe(z.nullish(boundedText(BOUNDS.name, 'tab skill')), z.transform((v) => v ?? '')),
});
export type TabEntry = z.infer<typeof tabEntrySchema>;

/** GET conversation/tabs/{chatId}: { data: [entries] } (some backends nest it as { data: { tabs } }). */
export const tabsAnswer = z.object({
  data: z.pipe(
    z.transform((v: unknown) => (Array.isArray(v) ? v : v && typeof v === 'object' && 'tabs' in v ? (v as { tabs: unknown }).tabs : v)),
    boundedList(tabEntrySchema, BOUNDS.pluginItems, 'tab entries'),
  ),
});

/** Any 200 is success: what PUT or DELETE tab echo back is not needed. */
export const anyAnswer = z.unknown();

/** POST change-status { status: 'closed' }: whether a post-chat follows and the conversation's new times. */
export const closeAnswer = z.object({
  data: z.object({
    hasPosChat: z._default(z.boolean(), false),
    conversationTA: z.pipe(
      z.nullish(z.object({ status: z.optional(z.string()), start: z.nullish(z.string()), end: z.nullish(z.string()), assignedTime: z.nullish(z.string()) })),
      z.transform((v) => v ?? {}),
    ),
  }),
});
export type CloseAnswer = z.infer<typeof closeAnswer>['data'];

