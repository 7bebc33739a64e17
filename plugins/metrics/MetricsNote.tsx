import { IconButton, Icon, Readout, timeLabel } from '@tessera/core';
import { useIntl } from 'react-intl';
import * as css from './metrics.css';

/**
 * The last refresh failed: 'Unavailable service', and when the figures still shown are from.
 * The next tick retries on its own; the button retries now.
 */
export function MetricsNote({ updatedAt, collapsed, onRetry }: { updatedAt: number | undefined; collapsed: boolean; onRetry: () => void }) {
  const intl = useIntl();
  const text =
    updatedAt === undefined
      ? intl.formatMessage({ id: 'metrics.unavailable' })
      : intl.formatMessage({ id: 'metrics.stale' }, { time: timeLabel(new Date(updatedAt).toISOString()) });
  const retry = <IconButton icon="refresh" label={intl.formatMessage({ id: 'metrics.retry' })} onPress={onRetry} />;
  if (collapsed) {
    return (
      <div className={`${css.note} ${css.noteCompact}`}>
        <Readout label={text}>
          <Icon name="alert" size={16} />
        </Readout>
        {retry}
      </div>
    );
  }
  return (
    <div className={css.note}>
      <Icon name="alert" size={16} />
      <span className={css.noteText}>{text}</span>
      {retry}
    </div>
  );
}
