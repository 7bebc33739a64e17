import { type SidebarSectionProps, Spinner, store } from '@tessera/core';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { readMetrics } from './figures';
import { MetricFigure } from './MetricFigure';
import * as css from './metrics.css';
import { MetricsNote } from './MetricsNote';
import { metrics, watchMetrics } from './state';
import { StatusTime } from './StatusTime';

const periods = new Set(['day', 'week', 'month']);

/**
 * The agent's metrics in the left sidebar (spec 000 §2, §3, §9): average time, CSAT, attendances
 * and NPS against their goals, and the time in the current status. Fetched now and every 120 s
 * while shown; a failure says 'Unavailable service' and keeps the last good figures.
 */
export default function MetricsSection({ collapsed }: SidebarSectionProps) {
  const intl = useIntl();
  const snap = useSnapshot(metrics);
  const userId = useSnapshot(store).session?.user.id;
  useEffect(() => watchMetrics(), []);

  const figures = snap.owner === userId ? snap.figures : undefined;
  const failed = snap.owner === userId && snap.status === 'error';
  if (!figures) {
    if (failed) return <MetricsNote updatedAt={undefined} collapsed={collapsed} />;
    return (
      <div className={css.loading}>
        <Spinner label={intl.formatMessage({ id: 'metrics.loading' })} />
      </div>
    );
  }

  const readings = readMetrics(figures, intl, collapsed);
  const interval = figures.interval && periods.has(figures.interval) ? figures.interval : undefined;
  return (
    <div className={css.section}>
      {!collapsed && <h2 className={css.heading}>{intl.formatMessage({ id: interval ? `metrics.period.${interval}` : 'metrics.title' })}</h2>}
      <ul className={css.list} aria-label={intl.formatMessage({ id: 'metrics.list' })}>
        {readings.map((reading) => (
          <li key={reading.id}>
            <MetricFigure reading={reading} collapsed={collapsed} />
          </li>
        ))}
      </ul>
      <StatusTime name={figures.status.availabilityName} since={figures.status.since} collapsed={collapsed} />
      {failed && <MetricsNote updatedAt={snap.updatedAt} collapsed={collapsed} />}
    </div>
  );
}
