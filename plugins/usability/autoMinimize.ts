import { type PluginContext, subscribe, subscribeState } from '@tessera/core';
import { relationOf } from './relation';
import type { UsabilityMemory } from './retention';
import { minimizeUsabilityTile, showUsabilityTile } from './tile';

/**
 * The usability tile stays minimized until a relationship is chosen (issue 12): opening a
 * conversation without one shrinks it to its header; choosing one (the customer panel, the tile)
 * or opening one that has one brings it back. It acts only when the open conversation or its
 * relationship changes, never against what the agent did since (a tile restored by hand stays
 * restored), and not for what was there when the session or the plugin started (a reload keeps
 * the layout as the agent left it). Returns what stops it.
 */
export function watchRelationship(ctx: PluginContext, memory: UsabilityMemory): () => void {
  const now = () => {
    const id = ctx.state.selectedConversationId;
    const c = id ? ctx.state.conversations[id] : undefined;
    return { id, relation: c ? relationOf(memory.relationships, c) : undefined };
  };
  const keyOf = ({ id, relation }: ReturnType<typeof now>) => `${id ?? ''}\u0000${relation ?? ''}`;
  let seen = keyOf(now());
  const check = () => {
    const current = now();
    const key = keyOf(current);
    if (key === seen) return;
    seen = key;
    if (!current.id) return;
    if (current.relation) showUsabilityTile();
    else minimizeUsabilityTile();
  };
  const stopState = subscribeState(check);
  const stopMemory = subscribe(memory.relationships, check);
  return () => {
    stopState();
    stopMemory();
  };
}
