import { Icon, Readout, timeLabel, useNow } from '@tessera/core';
import { useIntl } from 'react-intl';
import { formatSeconds } from './figures';
import * as css from './metrics.css';

/**
 * goals.status (spec 000 §3): the availability the server has the agent in and since when, with
 * the time in it counting on the shared 1 s clock.
 */
export function StatusTime({ name, since, collapsed }: { name: string | undefined; since: string | undefined; collapsed: boolean }) {
  const intl = useIntl();
  const now = useNow();
  if (!name || !since) return null;
  const elapsed = formatSeconds(Math.max(0, (now - Date.parse(since)) / 1000));
  const time = timeLabel(since);
  const sentence = intl.formatMessage({ id: 'metrics.status.sentence' }, { name, time, elapsed });
  const value = (
    <span className={`${css.value.none} ${css.valueSize[collapsed ? 'collapsed' : 'expanded']}`}>{elapsed}</span>
  );
  if (collapsed) {
    return (
      <Readout label={sentence} className={css.compact}>
        <span className={css.compactLabel}>
          <Icon name="user" size={12} />
          {intl.formatMessage({ id: 'metrics.status.short' })}
        </span>
        {value}
      </Readout>
    );
  }
  return (
    <Readout label={sentence} className={css.row}>
      <span className={css.rowIcon}>
        <Icon name="user" size={16} />
      </span>
      <span className={css.rowLabel}>{intl.formatMessage({ id: 'metrics.status' })}</span>
      <span className={css.rowFigure}>
        {value}
        <span className={css.goal}>{intl.formatMessage({ id: 'metrics.status.since' }, { name, time })}</span>
      </span>
    </Readout>
  );
}
