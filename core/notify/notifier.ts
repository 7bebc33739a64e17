import type { MessageDescriptor } from 'react-intl';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { proxy } from 'valtio';

export type NoticeTone = 'success' | 'error' | 'info' | 'warning';

/** A translated message, or text that is shown as it is (a server's message). */
export type NoticeText = MessageDescriptor | string;

export interface Notice {
  tone: NoticeTone;
  text: NoticeText;
  values?: Record<string, string | number>;
  /**
   * An error the agent cannot work past without acting on it: it stays until dismissed. Every
   * other notice goes by itself (errors after ERROR_TOAST_MS), and all are kept in the history.
   */
  blocking?: boolean;
}

export interface Notifier {
  /** A notification in the notice zone; it goes by itself unless it is blocking (or a timeout is given). */
  toast(notice: Notice, options?: { timeout?: number }): string;
  /** A short message at the bottom, 3 s by default (spec 000 §9). */
  snackbar(notice: Notice, options?: { timeout?: number }): string;
  close(key: string): void;
}

export const SNACKBAR_MS = 3_000;
export const TOAST_MS = 6_000;
/** Errors stay longer than other notices, and then go too: the history keeps them. */
export const ERROR_TOAST_MS = 10_000;
export const MAX_NOTIFICATIONS = 30;
/** Notices the history keeps, newest first. */
export const MAX_HISTORY = 50;

export const toastQueue = new ToastQueue<Notice>({ maxVisibleToasts: MAX_NOTIFICATIONS });
export const snackbarQueue = new ToastQueue<Notice>({ maxVisibleToasts: 1 });

/** A notice shown earlier, as the history lists it. */
export interface PastNotice {
  key: string;
  notice: Notice;
  /** When it was shown (ms since the epoch). */
  at: number;
}

/** The notices of this session, newest first (at most MAX_HISTORY), and how many the agent has not looked at. */
export const noticeHistory = proxy<{ items: PastNotice[]; unseen: number }>({ items: [], unseen: 0 });

function remember(key: string, notice: Notice): string {
  noticeHistory.items.unshift({ key, notice: { ...notice, ...(notice.values ? { values: { ...notice.values } } : {}) }, at: Date.now() });
  if (noticeHistory.items.length > MAX_HISTORY) noticeHistory.items.length = MAX_HISTORY;
  noticeHistory.unseen = Math.min(noticeHistory.unseen + 1, MAX_HISTORY);
  return key;
}

/** The agent looked at the history: nothing in it is unseen. */
export function noticesSeen(): void {
  noticeHistory.unseen = 0;
}

/** Dismisses every notification and snackbar and forgets the history (a new session starts with none). */
export function clearNotices(): void {
  toastQueue.clear();
  snackbarQueue.clear();
  noticeHistory.items = [];
  noticeHistory.unseen = 0;
}

/** How long a toast shows: what the caller asked, else until dismissed when blocking, else by tone. */
export function toastTimeout(notice: Notice, timeout?: number): number | undefined {
  if (timeout !== undefined) return timeout;
  if (notice.blocking) return undefined;
  return notice.tone === 'error' ? ERROR_TOAST_MS : TOAST_MS;
}

export const notify: Notifier = {
  toast(notice, options) {
    const timeout = toastTimeout(notice, options?.timeout);
    return remember(toastQueue.add(notice, timeout === undefined ? {} : { timeout }), notice);
  },
  snackbar(notice, options) {
    return remember(snackbarQueue.add(notice, { timeout: options?.timeout ?? SNACKBAR_MS }), notice);
  },
  close(key) {
    toastQueue.close(key);
    snackbarQueue.close(key);
  },
};
