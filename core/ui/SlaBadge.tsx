import { memo, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { readTimeline, type SlaFields, type SlaState, slaSeconds, slaTimeline } from '../conversations/sla';
import { formatDuration } from '../format/duration';
import { clockLabel } from '../format/dates';
import type { ConversationStatus, MessageAuthor } from '../schemas';
import { store } from '../state/store';
import { tickerNow, useTicking } from '../state/ticker';
import { sla } from './badges.css';
import { Icon } from './icons';
import { useOnScreen } from './useOnScreen';

/**
 * A conversation's SLA clock: time left (or overdue), coloured by state and, for overdue, marked
 * with an alert icon so colour is not the only sign. Reads only the fields the clock needs from
 * the store; the clock below it ticks on its own.
 */
export const SlaBadge = memo(function SlaBadge({ conversationId }: { conversationId: string }) {
  const c = useSnapshot(store).conversations[conversationId];
  if (!c) return null;
  return (
    <SlaClock
      status={c.status}
      slaLate={c.slaLate}
      overdue={c.statusTriggers.overdue}
      lastBy={c.lastMessage?.by}
      lastAt={c.lastMessage?.sentTime}
      assignedTime={c.assignedTime}
    />
  );
});

interface ClockProps {
  status: ConversationStatus;
  slaLate: number;
  overdue: string | undefined;
  lastBy: MessageAuthor | undefined;
  lastAt: string | undefined;
  assignedTime: string | undefined;
}

// Made once: a tick that re-renders the clock reuses them rather than rendering the icon again.
// Each state has its own shape, so colour is never the only sign: overdue, about to run out, on time.
const icons = {
  alert: <Icon name="alert" size={12} />,
  hourglass: <Icon name="hourglass" size={12} />,
  clock: <Icon name="clock" size={12} />,
};

/**
 * The ticking part, on plain props, with the one shared ticker. It re-renders only when what it
 * shows changes: on screen, each new second; off screen (scrolled out of the list, a hidden
 * tile), only when its state changes, its name then giving the deadline itself ("on time, until
 * 10:45:30"), which stays true without ticking. So a few hundred conversations cost the ticks of
 * the dozen rows in view, and a screen reader reading any row hears something true.
 */
const SlaClock = memo(function SlaClock({ status, slaLate, overdue, lastBy, lastAt, assignedTime }: ClockProps) {
  const intl = useIntl();
  const ref = useRef<HTMLSpanElement>(null);
  const onScreen = useOnScreen(ref);
  const timeline = useMemo(() => {
    const lastMessage = lastBy && lastAt ? ({ by: lastBy, sentTime: lastAt } satisfies SlaFields['lastMessage']) : undefined;
    return slaTimeline({ status, slaLate, statusTriggers: { overdue, inactive: undefined }, lastMessage, assignedTime });
  }, [status, slaLate, overdue, lastBy, lastAt, assignedTime]);
  // What the clock shows, as one string the ticker compares cheaply: 'overdue 83', 'normal', 'closed'.
  const shown = useTicking((now) => {
    const reading = readTimeline(timeline, now);
    return onScreen && reading.remainingMs !== undefined ? `${reading.state} ${slaSeconds(reading.remainingMs)}` : reading.state;
  });
  const state = shown.split(' ')[0] as SlaState;
  const reading = readTimeline(timeline, tickerNow());
  const time = reading.remainingMs === undefined ? '' : formatDuration(slaSeconds(reading.remainingMs) * 1000);

  let label: string;
  if (!time) label = intl.formatMessage({ id: `sla.${state}` }, { time });
  else if (onScreen) label = intl.formatMessage({ id: `sla.${state}` }, { time });
  else {
    const at = clockLabel('deadline' in timeline ? timeline.deadline : 0);
    label = intl.formatMessage({ id: state === 'overdue' ? 'sla.overdue.since' : `sla.${state}.until` }, { time: at });
  }
  return (
    <span
      ref={ref}
      className={sla[state]}
      role="img"
      aria-label={label}
      title={time ? intl.formatMessage({ id: `sla.state.${state}` }) : label}
      data-sla={state}
    >
      {icons[state === 'overdue' ? 'alert' : state === 'bursting' ? 'hourglass' : 'clock']}
      {time || label}
    </span>
  );
});
