import { Button, Spinner, store, timeLabel, UNAVAILABLE_SERVICE } from '@tessera/core';
import { useEffect } from 'react';
import { Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { loadQueueSummary, QUEUE_REFRESH_MS, queueSummary, totalWaiting } from './api';
import { badge, count, error, heading, item, list, name, panel, popover, swatch, updated } from './queue.css';

/**
 * The top bar's queue button: how many consumers wait in all, and, opened, how many per skill
 * with the skill's colour beside its name. Fetched at start, on every opening and every 60 s.
 */
export default function QueueSummaryButton() {
  const intl = useIntl();
  const snap = useSnapshot(queueSummary);
  const userId = useSnapshot(store).session?.user.id;
  const mine = snap.owner === userId;
  const items = mine ? snap.items : [];
  const status = mine ? snap.status : 'idle';
  const known = mine && snap.updatedAt !== undefined;
  const total = totalWaiting(items);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  useEffect(() => {
    void loadQueueSummary();
    const timer = setInterval(() => void loadQueueSummary(), QUEUE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [userId]);

  const errorText = snap.error === UNAVAILABLE_SERVICE || !snap.error ? t('errors.unavailableService') : snap.error;

  return (
    <DialogTrigger onOpenChange={(open) => open && void loadQueueSummary()}>
      <Button variant="ghost" icon="user" aria-label={known ? t('queueSummary.buttonWaiting', { total }) : t('queueSummary.button')}>
        {t('queueSummary.button')}
        {known && (
          <span className={badge} aria-hidden="true">
            {total}
          </span>
        )}
      </Button>
      <Popover className={popover} placement="bottom end">
        <Dialog className={panel} aria-labelledby="queue-summary-title">
          <Heading level={2} id="queue-summary-title" className={heading}>
            {t('queueSummary.title')}
          </Heading>
          {status === 'error' ? (
            <p className={error} role="alert">
              {errorText}
            </p>
          ) : !known ? (
            <Spinner label={t('queueSummary.loading')} />
          ) : items.length === 0 ? (
            <p className={updated}>{t('queueSummary.empty')}</p>
          ) : (
            <>
              <ul className={list} aria-label={t('queueSummary.perSkill')}>
                {items.map((queue) => (
                  <li key={queue.id} className={item} aria-label={t('queueSummary.item', { name: queue.name, count: queue.waiting })}>
                    <span className={swatch} style={{ background: queue.colour }} aria-hidden="true" />
                    <span className={name}>{queue.name}</span>
                    <span className={count}>{queue.waiting}</span>
                  </li>
                ))}
              </ul>
              <p className={updated}>{t('queueSummary.updated', { time: timeLabel(new Date(snap.updatedAt!).toISOString()) })}</p>
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
