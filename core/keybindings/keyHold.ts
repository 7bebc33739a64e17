import { isTextEntry } from './scopes';

/** How long typed keys wait, at most, for a shortcut's target to take the focus. */
export const HOLD_MS = 1_200;

type Held = { kind: 'text'; text: string } | { kind: 'key'; key: 'Enter' | 'Backspace'; shiftKey: boolean };

/**
 * A shortcut whose target shows a moment later (a search bar or a dialog whose code is still
 * loading) would leave the first keys typed after it where the focus was: in the reply box, say.
 * While such a target is on its way, the keys typed in the field the shortcut was pressed in are
 * held; the field that takes the focus next (within HOLD_MS) gets them, in order. Should nothing
 * take the focus, they go where they were typed after all, nothing lost.
 */
export function createKeyHold(target: Pick<Window, 'addEventListener' | 'removeEventListener'> & { document?: Document }) {
  let origin: HTMLElement | null = null;
  let held: Held[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const doc = () => target.document ?? document;

  function release(into: Element | null): void {
    const keys = held;
    stop();
    if (!into || into === doc().body) return;
    if (!isTextEntry(into)) {
      // A control (a list, a select's button): the keys as key presses, for its own type-to-find.
      for (const item of keys) {
        for (const key of item.kind === 'text' ? [...item.text] : [item.key]) {
          into.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
          into.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true, cancelable: true }));
        }
      }
      return;
    }
    for (const item of keys) {
      if (item.kind === 'text') insertText(into as HTMLElement, item.text);
      else if (item.key === 'Backspace') deleteBackward(into as HTMLElement);
      else into.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', shiftKey: item.shiftKey, bubbles: true, cancelable: true }));
    }
  }

  const onKeyDown = (event: Event) => {
    const e = event as KeyboardEvent;
    if (!origin || e.isComposing) return;
    if (['Shift', 'Control', 'Alt', 'Meta', 'CapsLock'].includes(e.key)) return;
    // Typed elsewhere (the target took the focus already): what was held goes there first.
    if (e.target !== origin) return release(doc().activeElement);
    const plain = !e.ctrlKey && !e.metaKey && !e.altKey;
    if (plain && e.key.length === 1) {
      const last = held.at(-1);
      if (last?.kind === 'text') last.text += e.key;
      else held.push({ kind: 'text', text: e.key });
    } else if (plain && (e.key === 'Enter' || e.key === 'Backspace')) {
      held.push({ kind: 'key', key: e.key, shiftKey: e.shiftKey });
    } else {
      // Any other key (Escape, Tab, another shortcut): what was held goes where the focus is now, then the key.
      release(doc().activeElement);
      return;
    }
    e.preventDefault();
    e.stopImmediatePropagation();
  };

  const onFocusIn = (event: Event) => {
    const into = event.target as Element;
    // Once the focus has settled in the field (its own focus handlers first).
    if (origin && into !== origin) queueMicrotask(() => (doc().activeElement === into ? release(into) : undefined));
  };

  function stop(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    origin = null;
    held = [];
    target.removeEventListener('keydown', onKeyDown, true);
    target.removeEventListener('focusin', onFocusIn, true);
  }

  return {
    /** A shortcut ran while the focus was in `field` and did not move it (yet): hold what is typed next. */
    start(field: Element | null): void {
      if (!field || !isTextEntry(field)) return;
      if (origin) release(origin);
      origin = field as HTMLElement;
      target.addEventListener('keydown', onKeyDown, true);
      target.addEventListener('focusin', onFocusIn, true);
      timer = setTimeout(() => release(doc().activeElement), HOLD_MS);
    },
    /** Whether keys are being held now. */
    get holding(): boolean {
      return origin !== null;
    },
    stop,
  };
}

/** Types `text` at the field's caret as the keyboard would (the field's input event fires). */
export function insertText(field: HTMLElement, text: string): void {
  if (field.isContentEditable || !('value' in field)) {
    exec(field, 'insertText', text);
    return;
  }
  if (exec(field, 'insertText', text)) return;
  const input = field as HTMLInputElement | HTMLTextAreaElement;
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? input.value.length;
  setValue(input, input.value.slice(0, start) + text + input.value.slice(end));
  input.setSelectionRange?.(start + text.length, start + text.length);
}

function deleteBackward(field: HTMLElement): void {
  if (exec(field, 'delete')) return;
  if (!('value' in field)) return;
  const input = field as HTMLInputElement | HTMLTextAreaElement;
  const end = input.selectionEnd ?? input.value.length;
  const start = input.selectionStart === end ? Math.max(end - 1, 0) : (input.selectionStart ?? end);
  setValue(input, input.value.slice(0, start) + input.value.slice(end));
}

/** Sets a field's value so that React hears it (the prototype's setter, then an input event). */
function setValue(input: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const proto = Object.getPrototypeOf(input) as object;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  if (setter) setter.call(input, value);
  else input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The browser's own editing (keeps the field's undo history); false where there is none (tests' DOM). */
function exec(field: HTMLElement, command: 'insertText' | 'delete', value?: string): boolean {
  const doc = field.ownerDocument;
  if (doc.activeElement !== field || typeof doc.execCommand !== 'function') return false;
  try {
    return doc.execCommand(command, false, value);
  } catch {
    return false;
  }
}
