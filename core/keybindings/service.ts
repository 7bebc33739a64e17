import type { MessageDescriptor } from 'react-intl';
import { logger } from '../logger';
import type { GateContext } from '../plugins/when';
import { type Chord, chordId, formatChord, isPlainChord, matchesChord, parseChord } from './chord';
import { currentGateContext, type KeyWhen, mayHoldTogether, passes } from './gates';
import { createKeyHold } from './keyHold';
import { type KeyScope, KEY_SCOPES, isTextEntry, scopeRank, scopesAt } from './scopes';

export interface Keybinding {
  /** The chord: 'alt+1', 'mod+shift+f', 'f6' ('mod' is Ctrl, or Cmd on a Mac). Checked here. */
  keys: string;
  /** Who registers it: a plugin id, or 'shell'. Named in every error about the binding. */
  owner: string;
  /** Where the focus must be (default 'global'). See scopes.ts. */
  scope?: KeyScope;
  /** A gate evaluated against the gate context when the keys are pressed. */
  when?: KeyWhen;
  /** What the keys do. The event's default is prevented. Errors are logged with the owner. */
  run: (event: KeyboardEvent) => unknown;
  /** What the keys do, in words: the shortcut help lists bindings that have one. */
  description?: MessageDescriptor;
  /** Values for the description's placeholders. */
  values?: Record<string, string | number>;
}

/** A binding as the service holds it: what the shortcut help lists. */
export interface RegisteredKeybinding extends Readonly<Omit<Keybinding, 'run'>> {
  readonly scope: KeyScope;
  readonly chord: Chord;
  /** The chord as people read it on this platform: 'Ctrl+Shift+F'. */
  readonly label: string;
}

export type ConflictPolicy = 'throw' | 'log';

export interface KeybindingServiceOptions {
  /** The gate context a `when` is evaluated against (the store's, by default). */
  gateContext?: () => GateContext;
  /**
   * What a conflict does at registration: 'throw' (development and tests, so the author sees it
   * at once) or 'log' (production: logged with logger.error, and the earlier binding keeps the keys).
   */
  onConflict?: ConflictPolicy;
  /** Whether 'mod' means Cmd. */
  mac?: boolean;
  /** The window whose keys are listened to; the listener is added with the first binding. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  /**
   * Whether keys typed right after a shortcut, while its target is not focused yet, wait for it
   * (keyHold.ts) rather than go into the field the shortcut was pressed in. On with a target.
   */
  holdKeys?: boolean;
}

export interface KeybindingService {
  /** What a conflict does at registration here: 'throw' (development, tests) or 'log' (production). */
  readonly policy: ConflictPolicy;
  /** Adds a binding; returns what removes it. Throws on an invalid chord, and (by policy) on a conflict. */
  register(binding: Keybinding): () => void;
  /** Every live binding, in the order registered; the same array until one is added or removed. */
  list(): readonly RegisteredKeybinding[];
  /** Called whenever a binding is added or removed. */
  subscribe(listener: () => void): () => void;
  /** Runs the binding a key event means, if any; true when one ran. (The window listener calls it.) */
  handle(event: KeyboardEvent): boolean;
}

interface Entry extends RegisteredKeybinding {
  readonly run: Keybinding['run'];
  readonly id: string;
}

export class KeybindingConflictError extends Error {
  constructor(
    message: string,
    readonly owners: readonly [string, string],
  ) {
    super(message);
    this.name = 'KeybindingConflictError';
  }
}

const defaultPolicy = (): ConflictPolicy => (process.env.NODE_ENV === 'production' ? 'log' : 'throw');

/** One keydown listener per window for every key chord of the workspace (DESIGN §2 "Keys"). */
export function createKeybindingService(options: KeybindingServiceOptions = {}): KeybindingService {
  const gateContext = options.gateContext ?? currentGateContext;
  const policy = options.onConflict ?? defaultPolicy();
  const target = options.target === undefined ? (typeof window !== 'undefined' ? window : null) : options.target;
  const entries: Entry[] = [];
  const listeners = new Set<() => void>();
  const hold = target && options.holdKeys !== false ? createKeyHold(target) : null;
  let listening = false;
  let counter = 0;

  let shown: readonly RegisteredKeybinding[] | undefined;
  const changed = () => {
    shown = undefined;
    for (const listener of [...listeners]) listener();
  };

  const onKeyDown = (event: Event) => void handle(event as KeyboardEvent);

  const listen = (on: boolean) => {
    if (!target || listening === on) return;
    listening = on;
    if (on) target.addEventListener('keydown', onKeyDown);
    else target.removeEventListener('keydown', onKeyDown);
  };

  function handle(event: KeyboardEvent): boolean {
    if (event.defaultPrevented || event.isComposing || !entries.length) return false;
    const scopes = scopesAt(event.target);
    const typing = isTextEntry(event.target);
    let best: Entry | undefined;
    for (const entry of entries) {
      if (!scopes.has(entry.scope) || !matchesChord(event, entry.chord)) continue;
      // In a text field a chord without Ctrl, Alt or Meta is typing; function keys and Escape still count.
      if (typing && isPlainChord(entry.chord) && !/^f\d+$|^escape$/.test(entry.chord.key)) continue;
      if (best && scopeRank(best.scope) >= scopeRank(entry.scope)) continue;
      if (!passesSafely(entry)) continue;
      best = entry;
    }
    if (!best) return false;
    event.preventDefault();
    const ran = best;
    const focused = typeof document !== 'undefined' ? document.activeElement : null;
    try {
      const result = ran.run(event);
      // The keys' target is not focused yet (it is still rendering or loading): what is typed next waits for it.
      if (hold && focused && document.activeElement === focused) hold.start(focused);
      if (result instanceof Promise) result.catch((error: unknown) => logger.error(`[keys] ${ran.keys} of "${ran.owner}" failed`, error));
    } catch (error) {
      logger.error(`[keys] ${ran.keys} of "${ran.owner}" failed`, error);
    }
    return true;
  }

  const passesSafely = (entry: Entry) => {
    try {
      return passes(entry.when, gateContext);
    } catch (error) {
      logger.error(`[keys] the gate of ${entry.keys} of "${entry.owner}" failed`, error);
      return false;
    }
  };

  function register(binding: Keybinding): () => void {
    const owner = binding.owner || '(no owner)';
    const scope = binding.scope ?? 'global';
    if (!(KEY_SCOPES as readonly string[]).includes(scope)) {
      throw new Error(`unknown key scope "${scope}" of "${owner}" (${binding.keys}); use ${KEY_SCOPES.join(', ')}`);
    }
    if (typeof binding.run !== 'function') throw new Error(`the key binding ${binding.keys} of "${owner}" has nothing to run`);
    const chord = parseChord(binding.keys, owner, options.mac);
    const clash = entries.find((e) => e.scope === scope && chordId(e.chord) === chordId(chord) && mayHoldTogether(e.when, binding.when));
    if (clash) {
      const message =
        `key conflict: ${binding.keys} of "${owner}" and ${clash.keys} of "${clash.owner}" are the same chord in the "${scope}" scope` +
        ` and can both be active; give one other keys, another scope or an exclusive \`when\``;
      if (policy === 'throw') throw new KeybindingConflictError(message, [owner, clash.owner]);
      logger.error(`[keys] ${message}`);
    }
    const entry: Entry = {
      ...binding,
      owner,
      scope,
      chord,
      label: formatChord(chord, options.mac),
      run: binding.run,
      id: `k${++counter}`,
    };
    // In the 'log' policy a conflicting binding goes after the one it meets, which keeps the keys.
    entries.push(entry);
    listen(true);
    changed();
    let disposed = false;
    return () => {
      if (disposed) return;
      disposed = true;
      const at = entries.indexOf(entry);
      if (at !== -1) entries.splice(at, 1);
      if (!entries.length) listen(false);
      changed();
    };
  }

  return {
    policy,
    register,
    handle,
    // The same array until something changes (React's useSyncExternalStore compares snapshots).
    list: () => (shown ??= entries.map(({ run: _run, id: _id, ...binding }) => binding)),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
