import { store } from '@tessera/core';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { titleWithUnread, unreadTotal } from './tabTitle';

/**
 * The unread count in the browser tab's title, live. The title the page had is put back when the
 * workspace goes (sign-out) or the plugin is turned off.
 */
export default function TabTitle() {
  const unread = unreadTotal(useSnapshot(store).conversations);
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
