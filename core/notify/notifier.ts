import type { MessageDescriptor } from 'react-intl';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export type NoticeTone = 'success' | 'error' | 'info' | 'warning';

/** A translated message, or text that is shown as it is (a server's message). */
export type NoticeText = MessageDescriptor | string;

export interface Notice {
  tone: NoticeTone;
  text: NoticeText;
  values?: Record<string, string | number>;
}

export interface Notifier {
  /** A notification at the top right; errors stay until dismissed unless a timeout is given. */
  toast(notice: Notice, options?: { timeout?: number }): string;
  /** A short message at the bottom, 3 s by default (spec 000 §9). */
  snackbar(notice: Notice, options?: { timeout?: number }): string;
  close(key: string): void;
}

export const SNACKBAR_MS = 3_000;
export const TOAST_MS = 6_000;
export const MAX_NOTIFICATIONS = 30;

export const toastQueue = new ToastQueue<Notice>({ maxVisibleToasts: MAX_NOTIFICATIONS });
export const snackbarQueue = new ToastQueue<Notice>({ maxVisibleToasts: 1 });

/** Dismisses every notification and snackbar (a new session starts with none). */
export function clearNotices(): void {
  toastQueue.clear();
  snackbarQueue.clear();
}

export const notify: Notifier = {
  toast(notice, options) {
    const timeout = options?.timeout ?? (notice.tone === 'error' ? undefined : TOAST_MS);
    return toastQueue.add(notice, timeout === undefined ? {} : { timeout });
  },
  snackbar(notice, options) {
    return snackbarQueue.add(notice, { timeout: options?.timeout ?? SNACKBAR_MS });
  },
  close(key) {
    toastQueue.close(key);
    snackbarQueue.close(key);
  },
};
