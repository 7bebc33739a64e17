import { BOUNDS, boundedList, boundedText } from '@tessera/core';
import { z } from 'zod';

/** The tree has at most three levels: type, subject, sub-subject (spec 001 §3, §9). */
export const TAB_LEVELS = 3;

/** A node of the tabulation tree, as the form uses it. */
export interface TabNode {
  id: string;
  name: string;
  children: TabNode[];
}

const id = z.union([z.string().min(1), z.number()]).transform(String);
const name = boundedText(BOUNDS.name, 'tab name').pipe(z.string().trim().min(1));

/**
 * A node at `depth` (0 for a type): a malformed child is left out with a diagnostic, its siblings
 * kept; anything below the third level is ignored (the form has three levels).
 */
function nodeSchema(depth: number): z.ZodType<TabNode, unknown> {
  const children =
    depth + 1 < TAB_LEVELS
      ? boundedList(z.lazy(() => nodeSchema(depth + 1)), BOUNDS.pluginItems, 'tabulation tree')
      : z.unknown().transform((): TabNode[] => []);
  return z.object({
    id,
    name,
    children: z.preprocess((v) => v ?? [], children),
  }) as unknown as z.ZodType<TabNode, unknown>;
}

/** GET conversation/tab/{chatId}: { data: { form: { tabs } } }. */
export const tabTreeAnswer = z.object({ data: z.object({ form: z.object({ tabs: boundedList(nodeSchema(0), BOUNDS.pluginItems, 'tabulation tree') }) }) });

/** One registered tabulation (spec 001 §3 Tab entry). */
export const tabEntrySchema = z.object({
  tabId: id,
  tabName: name,
  date: z.string().min(1),
  userId: id,
  username: boundedText(BOUNDS.name, 'tab user').default(''),
  skillName: boundedText(BOUNDS.name, 'tab skill').nullish().transform((v) => v ?? ''),
});
export type TabEntry = z.infer<typeof tabEntrySchema>;

/** GET conversation/tabs/{chatId}: { data: [entries] } (some backends nest it as { data: { tabs } }). */
export const tabsAnswer = z.object({
  data: z.preprocess(
    (v) => (Array.isArray(v) ? v : v && typeof v === 'object' && 'tabs' in v ? (v as { tabs: unknown }).tabs : v),
    boundedList(tabEntrySchema, BOUNDS.pluginItems, 'tab entries'),
  ),
});

/** Any 200 is success: what PUT or DELETE tab echo back is not needed. */
export const anyAnswer = z.unknown();

/** POST change-status { status: 'closed' }: whether a post-chat follows and the conversation's new times. */
export const closeAnswer = z.object({
  data: z.object({
    hasPosChat: z.boolean().default(false),
    conversationTA: z
      .object({ status: z.string().optional(), start: z.string().nullish(), end: z.string().nullish(), assignedTime: z.string().nullish() })
      .nullish()
      .transform((v) => v ?? {}),
  }),
});
export type CloseAnswer = z.infer<typeof closeAnswer>['data'];

