/**
 * Key chords: 'alt+1', 'mod+shift+f', 'f6', '?'. Modifiers are ctrl, alt, shift, meta and mod
 * (Ctrl, or Cmd on a Mac); then exactly one key: a character or a named key.
 */
export const MODIFIERS = ['ctrl', 'alt', 'shift', 'meta', 'mod'] as const;
export type Modifier = (typeof MODIFIERS)[number];

const NAMED_KEYS = new Set([
  'enter', 'escape', 'tab', 'space', 'backspace', 'delete', 'insert', 'home', 'end', 'pageup', 'pagedown',
  'arrowup', 'arrowdown', 'arrowleft', 'arrowright', 'plus',
  ...Array.from({ length: 12 }, (_, i) => `f${i + 1}`),
]);

export interface Chord {
  /** As registered, for messages. */
  readonly text: string;
  readonly ctrl: boolean;
  readonly alt: boolean;
  readonly shift: boolean;
  readonly meta: boolean;
  /** Lower case: a single character or a named key ('f6', 'enter'). */
  readonly key: string;
}

/** A character that is neither a letter nor a digit: typed with Shift on many layouts ('?'), so Shift is not compared. */
const isPunctuation = (key: string) => key === 'plus' || (key.length === 1 && !/[\p{L}\p{N} ]/u.test(key));

export const isMacPlatform = (): boolean => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * Parses and checks a chord; `mod` becomes Ctrl or Meta for the platform. Throws an Error that
 * says what is wrong (and whose chord it is, when `owner` is given).
 */
export function parseChord(keys: string, owner?: string, mac: boolean = isMacPlatform()): Chord {
  const fail = (why: string): never => {
    throw new Error(`invalid key chord "${keys}"${owner ? ` of "${owner}"` : ''}: ${why}`);
  };
  if (typeof keys !== 'string' || !keys.trim()) fail('it is empty');
  const parts = keys.trim().toLowerCase().split('+');
  // 'ctrl++' is Ctrl and the plus key.
  if (parts.length > 1 && parts.at(-1) === '' && parts.at(-2) === '') parts.splice(-2, 2, 'plus');
  const key = parts.pop()!;
  const seen = new Set<string>();
  for (const part of parts) {
    if (!(MODIFIERS as readonly string[]).includes(part)) fail(`"${part}" is not a modifier (use ${MODIFIERS.join(', ')}, then one key)`);
    if (seen.has(part)) fail(`"${part}" is given twice`);
    seen.add(part);
  }
  if (!key) fail('it has no key after the modifiers');
  if ((MODIFIERS as readonly string[]).includes(key)) fail(`"${key}" is a modifier; a chord ends with one key`);
  if (key.length !== 1 && !NAMED_KEYS.has(key)) fail(`"${key}" is not one key (a character, or one of ${[...NAMED_KEYS].slice(0, 8).join(', ')}, f1…f12)`);
  if (seen.has('mod') && (seen.has(mac ? 'meta' : 'ctrl'))) fail(`"mod" already means ${mac ? 'meta' : 'ctrl'} here`);
  const mod = seen.has('mod');
  const named = key === 'space' ? ' ' : key;
  return {
    text: keys,
    ctrl: seen.has('ctrl') || (mod && !mac),
    meta: seen.has('meta') || (mod && mac),
    alt: seen.has('alt'),
    // '?' and 'shift+?' are one chord: the character says whether Shift was needed.
    shift: seen.has('shift') && !isPunctuation(named),
    key: named,
  };
}

/** One spelling per chord, to tell two registrations of the same keys apart from different ones. */
export function chordId(chord: Chord): string {
  return [chord.ctrl && 'ctrl', chord.alt && 'alt', chord.shift && 'shift', chord.meta && 'meta', chord.key].filter(Boolean).join('+');
}


type KeyFields = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

export function matchesChord(event: KeyFields, chord: Chord): boolean {
  if (event.ctrlKey !== chord.ctrl || event.metaKey !== chord.meta || event.altKey !== chord.alt) return false;
  if (!isPunctuation(chord.key) && event.shiftKey !== chord.shift) return false;
  const key = (event.key ?? '').toLowerCase();
  const code = (event.code ?? '').toLowerCase();
  if (chord.key === 'plus') return key === '+';
  // event.code keeps alt+digit and alt+letter working on layouts where Alt changes the character.
  return key === chord.key || code === `digit${chord.key}` || code === `key${chord.key}`;
}

/** No Ctrl, Alt or Meta: in a text field such a chord is typing (a letter, Shift+letter, Enter). */
export function isPlainChord(chord: Chord): boolean {
  return !chord.ctrl && !chord.alt && !chord.meta;
}

const SHOWN: Record<string, string> = { escape: 'Esc', arrowup: '↑', arrowdown: '↓', arrowleft: '←', arrowright: '→', ' ': 'Space', plus: '+' };

/** How a chord is written for people: 'Ctrl+Shift+F', 'Alt+1', 'F6' (Cmd and Option on a Mac). */
export function formatChord(chord: Chord, mac: boolean = isMacPlatform()): string {
  const names = [
    chord.ctrl && 'Ctrl',
    chord.alt && (mac ? 'Option' : 'Alt'),
    chord.shift && 'Shift',
    chord.meta && (mac ? 'Cmd' : 'Meta'),
  ].filter(Boolean) as string[];
  const key = SHOWN[chord.key] ?? chord.key.charAt(0).toUpperCase() + chord.key.slice(1);
  return [...names, key].join('+');
}

const ARIA_KEYS: Record<string, string> = {
  escape: 'Escape', enter: 'Enter', tab: 'Tab', space: 'Space', ' ': 'Space', backspace: 'Backspace', delete: 'Delete', insert: 'Insert',
  home: 'Home', end: 'End', pageup: 'PageUp', pagedown: 'PageDown', arrowup: 'ArrowUp', arrowdown: 'ArrowDown',
  arrowleft: 'ArrowLeft', arrowright: 'ArrowRight', plus: 'Plus',
};

/** A chord as `aria-keyshortcuts` writes it (ARIA's names: 'Control+Shift+F', 'Alt+ArrowDown'). */
export function ariaChord(chord: Chord): string {
  const names = [chord.ctrl && 'Control', chord.alt && 'Alt', chord.shift && 'Shift', chord.meta && 'Meta'].filter(Boolean) as string[];
  const key = ARIA_KEYS[chord.key] ?? (chord.key.length === 1 ? chord.key.toUpperCase() : chord.key.toUpperCase());
  return [...names, key].join('+');
}
