import { logger } from '../logger';
import { toApiError } from '../api/error';
import { lostChatChanged } from '../state/connectionDialogs';
import { keyedRecord } from '../state/keyed';
import { store } from '../state/store';
import { checkConversations, checkMessages } from './checkApi';
import { catchUpThread, loadConversations, refreshThread, resync } from './service';
import { threadsBehindTheirRow } from './staleThreads';

/** Spec 000 §9: a conversation check every 10 s; the lost-chat alert after 3 failures in a row. */
export const CHECK_INTERVAL_MS = 10_000;
export const FAILED_CHECKS_BEFORE_LOST = 3;
/** Every this many rounds (a minute) the list is read again even when every check passed. */
export const LIST_REREAD_ROUNDS = 6;

/**
 * Counts failed checks in a row. `record` answers true when the limit is reached, and the
 * count starts over (the next alert needs as many failures again); a success resets it.
 */
export function createFailureCounter(limit = FAILED_CHECKS_BEFORE_LOST) {
  let failures = 0;
  return {
    record(ok: boolean): boolean {
      failures = ok ? 0 : failures + 1;
      if (failures < limit) return false;
      failures = 0;
      return true;
    },
    get failures() {
      return failures;
    },
  };
}

/** The conversations the server must still agree are the agent's: the active and inactive ones. */
export function checkedConversationIds(): string[] {
  return Object.values(store.conversations)
    .filter((c) => c.status === 'active' || c.status === 'inactive')
    .map((c) => c.conversationId);
}

/**
 * Consumer messages held per open conversation whose whole history is loaded: only then is
 * our count comparable with the server's (a thread showing its newest page holds fewer).
 */
export function consumerMessageCounts(): Record<string, number> {
  // Keyed by conversation id, which is data: a conversation '__proto__' is counted like any other.
  const counts = keyedRecord<number>();
  for (const id of checkedConversationIds()) {
    const thread = store.threads[id];
    if (!thread?.complete) continue;
    counts[id] = thread.messages.filter((m) => m.type !== 'eof' && (m.by === 'consumer' || m.by === 'client')).length;
  }
  return counts;
}

export interface ConversationChecker {
  /** One round: the conversations check, then the messages check. */
  runOnce(): Promise<void>;
  readonly failures: number;
}

/**
 * Reading the list again repairs the rows (see createConversationChecker), and then the threads
 * on screen that end before their row's last message catch up.
 */
async function repairRows(): Promise<void> {
  await loadConversations();
  await Promise.all(threadsBehindTheirRow().map((id) => catchUpThread(id)));
}

/**
 * The periodic checks of the leader window. A failed conversations check (isOk false or the
 * call failing) counts towards `onLost`; a failed messages check fetches those threads' pages
 * again and merges them. Nothing is checked while the hub is not connected: the reconnect
 * reloads everything anyway, and a dead network must not stack a lost-chat alert on the
 * reconnecting dialog.
 *
 * The checks also read the list again (GET conversation), merged by id. A row shows its
 * conversation's last message, unread count and status, and no check of the spec covers those:
 * conversations-check compares ids, messages-check the consumer messages of threads whose whole
 * history is loaded (a partial count would not compare). So a row whose event was missed, in a
 * conversation never opened, would stay wrong until the next reconnect. The list call returns
 * every row as the server holds it, in one request a real backend already serves; the hub events
 * applied while it is out are applied again on top (state/eventJournal.ts), so it undoes nothing
 * newer, and rows the server holds as we do keep their objects (nothing renders again). It runs
 * right after a failed check, when something is known to be off, and otherwise every
 * LIST_REREAD_ROUNDS rounds: one request a minute bounds how long any row can stay wrong.
 */
export function createConversationChecker(onLost: () => void): ConversationChecker {
  const counter = createFailureCounter();
  let rounds = 0;

  /** 'failed' when the server disagreed or could not be asked; 'lost' when that made three in a row. */
  const conversationsRound = async (): Promise<'ok' | 'failed' | 'lost'> => {
    const ids = checkedConversationIds();
    if (!ids.length) return 'ok';
    let ok = false;
    try {
      ok = await checkConversations(ids);
    } catch (error) {
      logger.warn('[checks] conversations check failed', toApiError(error).message);
    }
    if (!counter.record(ok)) return ok ? 'ok' : 'failed';
    onLost();
    return 'lost';
  };

  const messagesRound = async (): Promise<boolean> => {
    const counts = consumerMessageCounts();
    const ids = Object.keys(counts);
    if (!ids.length) return true;
    try {
      if (await checkMessages(counts)) return true;
    } catch (error) {
      logger.warn('[checks] messages check failed', toApiError(error).message);
      return false;
    }
    logger.info(`[checks] messages differ from the server's in ${ids.length} conversation(s); fetching them again`);
    await Promise.all(ids.map((id) => refreshThread(id, Math.max(1, (store.threads[id]?.nextPage ?? 2) - 1))));
    return false;
  };

  return {
    async runOnce() {
      if (store.connection.status !== 'connected') return;
      const conversations = await conversationsRound();
      const messagesOk = await messagesRound();
      rounds += 1;
      // Lost: the lost-chat flow reloads the list itself, behind its dialog.
      if (conversations === 'lost') return;
      if (conversations === 'failed' || !messagesOk || rounds % LIST_REREAD_ROUNDS === 0) await repairRows();
    },
    get failures() {
      return counter.failures;
    },
  };
}

/** Runs the checks every `intervalMs`, one round at a time; returns the stop. */
export function startConversationChecks(onLost: () => void, intervalMs = CHECK_INTERVAL_MS): () => void {
  const checker = createConversationChecker(onLost);
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void checker.runOnce().finally(() => {
      running = false;
    });
  }, intervalMs);
  return () => clearInterval(timer);
}

/** What three failed checks in a row do (spec 000 §4): the lost-chat dialog, and the list reloads. */
export function lostChatDetected(): Promise<void> {
  lostChatChanged(true);
  return resync();
}
