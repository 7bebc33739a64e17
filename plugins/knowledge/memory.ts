import { keyedRecord, logger, proxy, subscribe } from '@tessera/core';
import * as z from 'zod/mini';

/** What the panel remembers of a conversation for the session: its tab and its keyword (spec 001 §2). */
export interface KnowledgeView {
  /** The chosen tab's contribution id; null: the first tab. */
  tab: string | null;
  keyword: string;
}

/** Conversations remembered at most; the one used longest ago goes first. */
export const MEMORY_LIMIT = 200;
/** A keyword is kept up to this many characters. */
export const KEYWORD_LIMIT = 200;

const FRESH: KnowledgeView = Object.freeze({ tab: null, keyword: '' });

/** What is kept in the tab's session storage: [conversation id, view] pairs, oldest first. */
const storedSchema = z.array(
  z.tuple([
    z.string().check(z.maxLength(200)),
    z.object({ tab: z.nullable(z.string().check(z.maxLength(200))), keyword: z.string().check(z.maxLength(KEYWORD_LIMIT)) }),
  ]),
);

/**
 * The knowledge panel's memory ('knowledge.memory'): per conversation, the tab and the keyword,
 * for the session (made by the plugin's activate). Read `views` with useSnapshot.
 */
export interface KnowledgeMemory {
  readonly views: Readonly<Record<string, KnowledgeView>>;
  recall(conversationId: string): KnowledgeView;
  chooseTab(conversationId: string, tab: string): void;
  setKeyword(conversationId: string, keyword: string): void;
  /** Stops keeping it and forgets what was kept (the session ended). */
  dispose(): void;
}

export interface MemoryOptions {
  limit?: number;
  /** Where it is kept across reloads of this browser tab (sessionStorage), under `key`; none: memory only. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  key?: string;
}

export function createKnowledgeMemory({ limit = MEMORY_LIMIT, storage = null, key = 'knowledge' }: MemoryOptions = {}): KnowledgeMemory {
  const views = proxy(keyedRecord<KnowledgeView>());
  // Which conversations were touched, oldest first: the record is bounded.
  const order: string[] = [];

  const touch = (id: string): KnowledgeView => {
    const at = order.indexOf(id);
    if (at !== -1) order.splice(at, 1);
    order.push(id);
    while (order.length > limit) delete views[order.shift()!];
    return (views[id] ??= { ...FRESH });
  };

  for (const [id, view] of readStored(storage, key).slice(-limit)) {
    order.push(id);
    views[id] = view;
  }
  const unsubscribe = storage
    ? subscribe(views, () => {
        try {
          storage.setItem(key, JSON.stringify(order.filter((id) => views[id]).map((id) => [id, views[id]])));
        } catch (error) {
          logger.warn('[knowledge] the panel memory could not be kept for a reload', error);
        }
      })
    : () => undefined;

  return {
    views,
    recall: (id) => views[id] ?? FRESH,
    chooseTab(id, tab) {
      touch(id).tab = tab;
    },
    setKeyword(id, keyword) {
      touch(id).keyword = keyword.slice(0, KEYWORD_LIMIT);
    },
    dispose() {
      unsubscribe();
      try {
        storage?.removeItem(key);
      } catch {
        // Nothing kept, nothing to forget.
      }
    },
  };
}

/** What a reload finds, checked: anything else is dropped with a notice in the log. */
function readStored(storage: MemoryOptions['storage'], key: string): [string, KnowledgeView][] {
  if (!storage) return [];
  try {
    const raw = storage.getItem(key);
    if (!raw) return [];
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
    logger.warn('[knowledge] the kept panel memory was not understood and is dropped');
  } catch (error) {
    logger.warn('[knowledge] the kept panel memory could not be read', error);
  }
  return [];
}

/** The position after `current` among `count` results, going round at both ends (-1 when there are none). */
export function step(current: number, count: number, direction: 1 | -1): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return direction === 1 ? 0 : count - 1;
  return (current + direction + count) % count;
}
