import { store, type TesseraState, withKeyedCollections } from '../state/store';
import { withMessagesAsValues } from '../state/threads';
import { listen, post, windowId } from './channel';
import { plain } from './plain';

type Mirrored = Pick<TesseraState, 'conversations' | 'threads' | 'drafts' | 'connection' | 'company' | 'list'>;

function mirroredPart(): Mirrored {
  const { conversations, threads, drafts, connection, company, list } = store;
  return plain({ conversations, threads, drafts, connection, company, list });
}

/** The leader answers a new window's hello with the state it holds. */
export function answerHellos(): () => void {
  return listen((message) => {
    if (message.kind === 'hello') post({ kind: 'snapshot', state: mirroredPart(), from: windowId, to: message.from });
  });
}

/** A new window asks the leader for the state; shared actions keep it current afterwards. */
export function requestSnapshot(): () => void {
  const stop = listen((message) => {
    if (message.kind !== 'snapshot' || message.to !== windowId) return;
    // Cloned or parsed JSON: ordinary objects again, where a conversation `__proto__` would be lost.
    const state = withKeyedCollections(message.state as Mirrored);
    withMessagesAsValues(state.threads);
    Object.assign(store, state);
  });
  post({ kind: 'hello', from: windowId });
  return stop;
}
