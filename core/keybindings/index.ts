/**
 * The keybinding service: every key chord of a window goes through one keydown listener.
 *
 *   const dispose = keybindings.register({
 *     keys: 'alt+t', owner: 'transfer', scope: 'conversation', when: { not: { status: 'closed' } },
 *     description: { id: 'transfer.open' }, run: () => ctx.runCommand('transfer.open', ...),
 *   });
 *
 * - keys: ctrl, alt, shift, meta, mod (Ctrl, Cmd on a Mac), then one key; checked at registration.
 * - scope: 'global' | 'workspace' | 'conversation' | 'composer', the focus region (scopes.ts); the
 *   more specific scope wins. `when` is evaluated against the gate context at key time.
 * - The same chord in the same scope from two owners, both able to be active, is a conflict: it
 *   throws in development and tests and is logged in production, naming both owners.
 * - In a text field, chords without Ctrl, Alt or Meta are typing and do not fire (F-keys and Escape do).
 * - Plugins usually declare `shortcuts` (and header action `keys`) instead; the shell registers
 *   those. The shortcut help lists every registration that has a description.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { logger } from '../logger';
import { createKeybindingService, type Keybinding, type KeybindingService, type RegisteredKeybinding } from './service';

export { formatChord, parseChord, type Chord } from './chord';
export { currentGateContext, type KeyWhen } from './gates';
export { KEY_SCOPE_ATTRIBUTE, KEY_SCOPES, keyScope, type KeyScope } from './scopes';
export {
  createKeybindingService,
  KeybindingConflictError,
  type Keybinding,
  type KeybindingService,
  type KeybindingServiceOptions,
  type RegisteredKeybinding,
} from './service';

/** This window's keybindings: one keydown listener for every chord of the workspace. */
export const keybindings: KeybindingService = createKeybindingService();

/**
 * Registers a binding while the component is mounted. `run` may change from render to render (the
 * latest one runs); the chord, owner, scope and gate are registered again when they change. A
 * binding the service refuses (an invalid chord, a conflict naming both owners) throws in
 * development and tests, into the plugin's error boundary, which names the plugin; in production it
 * is logged with logger.error and the component carries on.
 */
export function useKeybinding(binding: Keybinding | null, service: KeybindingService = keybindings): void {
  const run = useRef(binding?.run);
  run.current = binding?.run;
  const { keys, owner, scope, when, description, values } = binding ?? {};
  const whenKey = typeof when === 'function' ? when : JSON.stringify(when);
  const valuesKey = JSON.stringify(values);
  useEffect(() => {
    if (!keys || !owner) return undefined;
    const bound: Keybinding = { keys, owner, scope, when, description, values, run: (event) => run.current?.(event) };
    return service.policy === 'throw' ? service.register(bound) : registerOrLog(service, bound);
    // `when` and `values` are compared by content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [service, keys, owner, scope, whenKey, description?.id, valuesKey]);
}

/** Registers, or logs why not (with the owners the error names): for hosts registering others' keys. */
export function registerOrLog(service: KeybindingService, binding: Keybinding): () => void {
  try {
    return service.register(binding);
  } catch (error) {
    logger.error(`[keys] ${error instanceof Error ? error.message : String(error)}`, error);
    return () => undefined;
  }
}

/** Every live binding, re-rendering when one is added or removed: for a shortcut help. */
export function useKeybindingList(service: KeybindingService = keybindings): readonly RegisteredKeybinding[] {
  return useSyncExternalStore(service.subscribe, service.list, service.list);
}
