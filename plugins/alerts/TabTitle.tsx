import { conversationsSnapshot, subscribeState } from '@tessera/core';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { titleWithUnread, unreadTotal } from './tabTitle';

// Summed from the store's snapshot, untracked: the title renders again only when the total changes,
// and thousands of conversations cost one plain loop per change rather than one tracked read each.
const readUnread = () => unreadTotal(conversationsSnapshot());
const subscribeToStore = (onChange: () => void) => subscribeState(onChange);

/**
 * The unread count in the browser tab's title, live. The title the page had is put back when the
 * workspace goes (sign-out) or the plugin is turned off.
 */
export default function TabTitle() {
  const unread = useSyncExternalStore(subscribeToStore, readUnread, readUnread);
  const [base] = useState(() => document.title);
  useEffect(() => {
    document.title = titleWithUnread(base, unread);
  }, [base, unread]);
  useEffect(
    () => () => {
      document.title = base;
    },
    [base],
  );
  return null;
}
