import { useIntl, useNow, useService, useSnapshot } from '@tessera/core';
import { useEffect } from 'react';
import { visuallyHidden } from './alerts.css';

/**
 * The polite live region that tells the agent what happened elsewhere: new conversations, messages
 * in conversations other than the open one, an SLA turning overdue, the consumer closing the open
 * conversation. Bursts come as one summary. It also drives the SLA check on the shared ticker.
 */
export default function Announcer() {
  const intl = useIntl();
  const announcements = useService('alerts.announcements');
  const live = useSnapshot(announcements.live);
  const now = useNow();
  useEffect(() => announcements.tick(now), [announcements, now]);
  const text = live.sentences.map((s) => intl.formatMessage({ id: s.id }, s.values)).join(' ');
  return (
    <div role="status" aria-live="polite" aria-atomic="true" aria-label={intl.formatMessage({ id: 'alerts.live' })} className={visuallyHidden}>
      {/* The same words said again are a new announcement: a trailing no-break space tells them apart. */}
      {text && (live.said % 2 ? text : `${text}\u00a0`)}
    </div>
  );
}
