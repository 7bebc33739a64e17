import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { readSla } from '../conversations/sla';
import { formatDuration } from '../format/duration';
import { store } from '../state/store';
import { useNow } from '../state/ticker';
import { sla } from './badges.css';
import { Icon } from './icons';

/**
 * A conversation's SLA clock: time left (or overdue), coloured by state, ticking with the
 * one shared ticker. Reads only the fields the clock needs.
 */
export function SlaBadge({ conversationId }: { conversationId: string }) {
  const intl = useIntl();
  const now = useNow();
  const c = useSnapshot(store).conversations[conversationId];
  if (!c) return null;
  const reading = readSla(
    { status: c.status, slaLate: c.slaLate, statusTriggers: c.statusTriggers, lastMessage: c.lastMessage, assignedTime: c.assignedTime },
    now,
  );
  const time = reading.remainingMs === undefined ? '' : formatDuration(reading.remainingMs);
  const label = intl.formatMessage({ id: `sla.${reading.state}` }, { time });
  return (
    <span className={sla[reading.state]} role="img" aria-label={label} title={label} data-sla={reading.state}>
      <Icon name="clock" size={12} />
      {time || intl.formatMessage({ id: `sla.${reading.state}` }, { time })}
    </span>
  );
}
