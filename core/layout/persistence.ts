import * as z from 'zod/mini';
import { logger } from '../logger';
import type { LayoutTree } from './tree';

/** Bump when the stored shape changes; an older version is dropped for the default layout. */
export const LAYOUT_VERSION = 1;

export function layoutKey(userId: string): string {
  return `tessera:layout:v${LAYOUT_VERSION}:${userId}`;
}

/** A layout tree as stored or served: tile ids in splits and tab groups. */
export const layoutNodeSchema: z.ZodMiniType<unknown> = z.lazy(() =>
  z.union([
    z.string(),
    z.object({
      type: z.literal('split'),
      direction: z.enum(['row', 'column']),
      children: z.array(layoutNodeSchema).check(z.minLength(1)),
      splitPercentages: z.optional(z.array(z.number())),
    }),
    z.object({ type: z.literal('tabs'), tabs: z.array(z.string()).check(z.minLength(1)), activeTabIndex: z.number().check(z.int(), z.gte(0)) }),
  ]),
);

const savedLayoutSchema = z.object({
  tree: z.nullable(layoutNodeSchema),
  closed: z._default(z.array(z.string()), []),
  remembered: z._default(z.record(z.string(), z.nullable(layoutNodeSchema)), {}),
  minimized: z._default(z.array(z.string()), []),
  // Saved before the flag existed: counted as arranged (the agent may have).
  arranged: z._default(z.boolean(), true),
});

export interface SavedLayout {
  tree: LayoutTree;
  closed: string[];
  remembered: Record<string, LayoutTree>;
  minimized: string[];
  arranged: boolean;
}

/** A company's default layout (GET /company/layout): its tiles and the dock widget shown first. */
export interface CompanyLayout {
  tree: LayoutTree;
  /** The dock widget an agent sees first (its id), when the company chose one. */
  dock: string | null;
}

export const companyLayoutSchema = z.object({
  tree: z.nullable(layoutNodeSchema),
  dock: z._default(z.nullable(z.string()), null),
});

export function readLayout(userId: string): SavedLayout | undefined {
  const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(layoutKey(userId));
  if (!raw) return undefined;
  try {
    const parsed = savedLayoutSchema.safeParse(JSON.parse(raw));
    if (parsed.success) {
      const { tree, closed, remembered, minimized, arranged } = parsed.data;
      return { tree: tree as LayoutTree, closed, remembered: remembered as Record<string, LayoutTree>, minimized, arranged };
    }
    logger.warn('[layout] saved layout is not valid; using the default', parsed.error.issues);
  } catch (error) {
    logger.warn('[layout] saved layout is not JSON; using the default', error);
  }
  return undefined;
}

export function writeLayout(userId: string, layout: SavedLayout): void {
  try {
    localStorage.setItem(layoutKey(userId), JSON.stringify(layout));
  } catch (error) {
    logger.warn('[layout] could not save the layout', error);
  }
}
