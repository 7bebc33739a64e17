import { ApiError, Button, Spinner, timeLabel, UNAVAILABLE_SERVICE, useQuery, useSession } from '@tessera/core';
import { Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { QUEUE_REFRESH_MS, queueSummaryQuery, totalWaiting } from './api';
import { badge, count, error, heading, item, list, name, panel, popover, swatch, updated } from './queue.css';

/**
 * The top bar's queue button: how many consumers wait in all, and, opened, how many per skill
 * with the skill's colour beside its name. Fetched at start, on every opening and every 60 s.
 */
export default function QueueSummaryButton() {
  const intl = useIntl();
  const userId = useSession()?.user.id;
  const summary = useQuery({ ...queueSummaryQuery(userId), refetchInterval: QUEUE_REFRESH_MS, refetchIntervalInBackground: true });
  // A failure drops the counts: stale ones would mislead.
  const known = summary.isSuccess;
  const items = known ? summary.data : [];
  const total = totalWaiting(items);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const message = summary.error instanceof ApiError ? summary.error.message : undefined;
  const errorText = !message || message === UNAVAILABLE_SERVICE ? t('errors.unavailableService') : message;

  return (
    <DialogTrigger onOpenChange={(open) => open && void summary.refetch()}>
      <Button variant="ghost" icon="user" aria-label={known ? t('queueSummary.buttonWaiting', { total }) : t('queueSummary.button')}>
        {t('queueSummary.button')}
        {known && ' '}
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
          {summary.isError && !summary.isFetching ? (
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
              <p className={updated}>{t('queueSummary.updated', { time: timeLabel(new Date(summary.dataUpdatedAt).toISOString()) })}</p>
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
