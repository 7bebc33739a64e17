import { proxy } from '@tessera/core';
import type { RE2JS } from 're2js';

type Engine = typeof RE2JS;

let engine: Engine | undefined;
let loading: Promise<void> | undefined;

/** Whether the term engine has loaded (read with useSnapshot: the widget collects again then). */
export const engineState = proxy({ ready: false });

/**
 * Loads RE2 (re2js, a linear-time engine, and a large one): when a conversation is first opened,
 * not with the workspace, whose first screen shows no message to mark.
 */
export function loadEngine(): Promise<void> {
  loading ??= import('re2js').then((module) => {
    engine = module.RE2JS;
    engineState.ready = true;
  });
  return loading;
}

/** The loaded engine; the callers check `engineState.ready` (or await loadEngine) first. */
export function requireEngine(): Engine {
  if (!engine) throw new Error('the Insight term engine is not loaded yet (await loadEngine())');
  return engine;
}
