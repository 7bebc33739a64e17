import type { Snapshot } from 'valtio';
import { owesTabulation } from '../state/conversationOutcome';
import type { TesseraState } from '../state/store';
import type { GateContext } from './when';

type GateSource = Pick<Snapshot<TesseraState>, 'session' | 'selectedConversationId' | 'conversations'>;

/** The gate context of a state (the store, or a snapshot read in render so gates re-evaluate live). */
export function gateContextOf(state: GateSource, keys: Readonly<Record<string, unknown>>): GateContext {
  const session = state.session;
  const selectedId = state.selectedConversationId;
  const selected = selectedId ? state.conversations[selectedId] : undefined;
  return {
    features: session?.features ?? [],
    permissionsExtra: session?.permissionsExtra ?? {},
    role: session?.role,
    conversation: selected
      ? { channel: selected.channel, status: selected.status, isAiSummaryEnabled: selected.isAiSummaryEnabled, untabulated: owesTabulation(selected) }
      : undefined,
    keys,
  };
}
