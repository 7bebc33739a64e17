import { afterEach, describe, expect, test } from '@rstest/core';
import { clearNotices, ERROR_TOAST_MS, MAX_HISTORY, noticeHistory, noticesSeen, notify, SNACKBAR_MS, TOAST_MS, toastQueue, toastTimeout } from './notifier';

afterEach(() => clearNotices());

describe('notifications go by themselves, but blocking errors', () => {
  test('every notice has a time to go but a blocking one; a caller may still choose', () => {
    expect(toastTimeout({ tone: 'success', text: 'Salvo' })).toBe(TOAST_MS);
    expect(toastTimeout({ tone: 'warning', text: 'Atenção' })).toBe(TOAST_MS);
    expect(toastTimeout({ tone: 'error', text: 'Falhou' })).toBe(ERROR_TOAST_MS);
    expect(toastTimeout({ tone: 'error', text: 'A lista não carregou', blocking: true })).toBeUndefined();
    expect(toastTimeout({ tone: 'warning', text: 'Sessão encerrada' }, 60_000)).toBe(60_000);
  });

  test('what the queue is given', () => {
    notify.toast({ tone: 'error', text: 'Falhou' });
    notify.toast({ tone: 'error', text: 'Bloqueia', blocking: true });
    expect(toastQueue.visibleToasts.map((t) => [t.content.text, t.timeout])).toEqual([
      ['Bloqueia', undefined],
      ['Falhou', ERROR_TOAST_MS],
    ]);
  });
});

describe('the notification history', () => {
  test('keeps every toast and snackbar of the session, newest first, counting those not looked at', () => {
    notify.toast({ tone: 'success', text: { id: 'profile.picture.updated' } });
    notify.snackbar({ tone: 'success', text: 'Copiado' });
    const key = notify.toast({ tone: 'error', text: 'Falhou', values: { name: 'Ana' } });
    notify.close(key);
    expect(noticeHistory.items.map((past) => past.notice.text)).toEqual(['Falhou', 'Copiado', { id: 'profile.picture.updated' }]);
    expect(noticeHistory.items[0]!.notice.values).toEqual({ name: 'Ana' });
    expect(noticeHistory.unseen).toBe(3);
    noticesSeen();
    expect(noticeHistory.unseen).toBe(0);
    expect(SNACKBAR_MS).toBe(3_000);
  });

  test('is bounded, and a new session starts without it', () => {
    for (let i = 0; i < MAX_HISTORY + 5; i++) notify.snackbar({ tone: 'info', text: `aviso ${i}` });
    expect(noticeHistory.items).toHaveLength(MAX_HISTORY);
    expect(noticeHistory.items[0]!.notice.text).toBe(`aviso ${MAX_HISTORY + 4}`);
    clearNotices();
    expect(noticeHistory.items).toEqual([]);
    expect(noticeHistory.unseen).toBe(0);
  });
});
