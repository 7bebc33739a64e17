import { Button, dateTimeLabel, EmptyState, Spinner, useIntl, type UseQueryResult } from '@tessera/core';
import type { ConsumerTickets } from './api';
import { Failure } from './Failure';
import * as css from './tickets.css';

/** The consumer's tickets waiting in the queue (spec 001 §2): the total, a refresh and a card per ticket. */
export function InQueueList({ query }: { query: UseQueryResult<ConsumerTickets> }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  if (query.isPending) return <Spinner label={t('tickets.loadingQueue')} />;
  if (query.isError) return <Failure retry={() => query.refetch()} busy={query.isFetching} />;
  const { inQueue } = query.data;
  return (
    <>
      <div className={css.queueHead}>
        <span aria-live="polite">{t('tickets.total', { count: inQueue.length })}</span>
        <Button icon="refresh" variant="ghost" onPress={() => void query.refetch()} isPending={query.isFetching}>
          {t(query.isFetching ? 'tickets.wait' : 'tickets.refresh')}
        </Button>
      </div>
      {inQueue.length === 0 ? (
        <EmptyState icon="ticket">{t('tickets.notFound')}</EmptyState>
      ) : (
        <ul className={css.cards} aria-label={t('tickets.inQueue')}>
          {inQueue.map((item) => (
            <li key={item.conversationId} className={css.card}>
              <div className={css.cardTitle}>
                <h5 className={css.sectionHeading}>{item.title || t('tickets.protocol', { protocol: item.protocol ?? item.conversationId })}</h5>
                <span className={css.status}>{t('tickets.status.queue')}</span>
              </div>
              {item.title && item.protocol && <span className={css.muted}>{t('tickets.protocol', { protocol: item.protocol })}</span>}
              {item.skillName && <span>{item.skillName}</span>}
              {item.start && <span className={css.muted}>{t('tickets.openedAt', { at: dateTimeLabel(item.start) })}</span>}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
