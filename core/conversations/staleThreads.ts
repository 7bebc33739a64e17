import { store } from '../state/store';
import { isLocalMessage } from '../state/threads';

/**
 * Conversations whose loaded thread ends before the message their row shows last: the thread
 * missed a message (a partial thread, which the messages check cannot compare). Our own sends
 * the server has not confirmed are left out of the comparison: their time is this machine's.
 */
export function threadsBehindTheirRow(): string[] {
  const behind: string[] = [];
  for (const [id, thread] of Object.entries(store.threads)) {
    const shown = store.conversations[id]?.lastMessage?.sentTime;
    if (!shown || thread.status === 'loading') continue;
    const newest = thread.messages.findLast((m) => !isLocalMessage(m));
    if (newest && Date.parse(newest.sentTime) < Date.parse(shown)) behind.push(id);
  }
  return behind;
}
