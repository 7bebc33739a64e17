import { createIntl, createIntlCache } from 'react-intl';
import { localeOf } from '../i18n/locale';
import { messagesFor } from '../i18n/messages';
import { logger } from '../logger';
import { type Notifier, notify } from '../notify/notifier';
import type { Dropped, StoredPart } from './storedState';
import { DRAFT_CHARS } from './storageLimits';
import type { Language } from './store';

/**
 * What the agent is told about storage: what was dropped at start, and what could not be saved,
 * once per episode (a run of failures, a conversation holding something too large), never once
 * per save.
 */

/** The order parts are named in a notice. */
const partOrder: readonly StoredPart[] = ['state', 'session', 'conversations', 'messages', 'drafts', 'selection', 'preferences', 'company', 'theme', 'volume', 'rememberMe'];

const cache = createIntlCache();

/** The dropped parts by name, in the agent's language ('o tema, o volume e os rascunhos'). */
export function droppedPartsText(dropped: Dropped, language: Language): string {
  const intl = createIntl({ locale: localeOf[language].intl, messages: messagesFor(language, []), onError: () => undefined }, cache);
  return intl.formatList(
    partOrder.filter((part) => dropped.has(part)).map((part) => intl.formatMessage({ id: `storage.part.${part}` })),
    { type: 'conjunction' },
  );
}

/** How long a notice about the stored state stays: long enough to read on the sign-in page. */
export const DROPPED_NOTICE_MS = 30_000;

/** Tells the agent what storage held that was dropped (and, when the session went with it, to sign in again). */
export function tellDropped(dropped: Dropped, language: Language, notifier: Notifier = notify): void {
  if (!dropped.size) return;
  const parts = droppedPartsText(dropped, language);
  logger.warn(`[storage] dropped what the stored state did not hold validly: ${[...dropped].join(', ')}`);
  // Without its session (refused, or the whole state with it), the agent signs in again.
  const sessionGone = dropped.has('session') || dropped.has('state');
  notifier.toast({ tone: 'warning', text: { id: sessionGone ? 'storage.droppedSession' : 'storage.dropped' }, values: { parts } }, { timeout: DROPPED_NOTICE_MS });
}

export type SaveTarget = 'state' | 'threads';

export interface SaveNotices {
  /** A save of `target` failed: the first of a run is told. */
  failed(target: SaveTarget, error: unknown): void;
  /** A save of `target` went through: the run is over. */
  saved(target: SaveTarget): void;
  /**
   * The conversations whose stored part is cut now, for `kind`: those newly so are told (by
   * name), those no longer so may be told again later.
   */
  cut(kind: 'content' | 'draft', ids: Iterable<string>, nameOf: (id: string) => string): void;
}

export function createSaveNotices(notifier: Notifier = notify): SaveNotices {
  const failing = new Set<SaveTarget>();
  const told = { content: new Set<string>(), draft: new Set<string>() };
  return {
    failed(target, error) {
      logger.warn(`[storage] could not save the ${target}`, error);
      if (failing.has(target)) return;
      failing.add(target);
      notifier.toast({ tone: 'error', text: { id: target === 'state' ? 'storage.saveFailed' : 'storage.threadsNotSaved' } });
    },
    saved(target) {
      failing.delete(target);
    },
    cut(kind, ids, nameOf) {
      const now = new Set(ids);
      const seen = told[kind];
      for (const id of seen) if (!now.has(id)) seen.delete(id);
      const fresh = [...now].filter((id) => !seen.has(id));
      fresh.forEach((id) => seen.add(id));
      if (!fresh.length) return;
      if (kind === 'draft') {
        for (const id of fresh) notifier.toast({ tone: 'warning', text: { id: 'storage.draftTooLong' }, values: { name: nameOf(id), max: DRAFT_CHARS } });
      } else if (fresh.length === 1) {
        notifier.toast({ tone: 'warning', text: { id: 'storage.tooLarge' }, values: { name: nameOf(fresh[0]!) } });
      } else {
        notifier.toast({ tone: 'warning', text: { id: 'storage.tooLargeMany' }, values: { count: fresh.length } });
      }
    },
  };
}
