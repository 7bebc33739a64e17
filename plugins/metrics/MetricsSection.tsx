import { type SidebarSectionProps, Spinner } from '@tessera/core';
import { useIntl } from 'react-intl';
import { readMetrics } from './figures';
import { MetricFigure } from './MetricFigure';
import * as css from './metrics.css';
import { MetricsNote } from './MetricsNote';
import { useMetrics } from './state';
import { StatusTime } from './StatusTime';

const periods = new Set(['day', 'week', 'month']);

/**
 * The agent's metrics in the left sidebar (spec 000 §2, §3, §9): average time, CSAT, attendances
 * and NPS against their goals, and the time in the current status. Fetched now and every 120 s
 * while shown; a failure says 'Unavailable service' and keeps the last good figures.
 */
export default function MetricsSection({ collapsed }: SidebarSectionProps) {
  const intl = useIntl();
  const { data: figures, isError: failed, dataUpdatedAt, refetch } = useMetrics();
  const retry = () => void refetch();
  if (!figures) {
    if (failed) return <MetricsNote updatedAt={undefined} collapsed={collapsed} onRetry={retry} />;
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
      {failed && <MetricsNote updatedAt={dataUpdatedAt} collapsed={collapsed} onRetry={retry} />}
    </div>
  );
}
