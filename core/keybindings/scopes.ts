/**
 * Focus regions. A binding's scope says where the keyboard focus must be for it to fire:
 * 'global' anywhere in the window; 'workspace' inside the workspace area (the tiles, or an undocked
 * window's panel); 'conversation' inside the conversation work area; 'composer' inside the reply box.
 * They nest in that order, and the more specific scope wins: a 'conversation' binding shadows a
 * 'global' one of the same keys while the focus is in the conversation.
 *
 * A region is marked by an attribute on its element: `<div {...keyScope('conversation')}>`.
 */
export const KEY_SCOPES = ['global', 'workspace', 'conversation', 'composer'] as const;
export type KeyScope = (typeof KEY_SCOPES)[number];

export const KEY_SCOPE_ATTRIBUTE = 'data-key-scope';

/** The attribute that marks an element as a focus region: spread it on the region's root element. */
export function keyScope(scope: Exclude<KeyScope, 'global'>): { 'data-key-scope': KeyScope } {
  return { [KEY_SCOPE_ATTRIBUTE]: scope } as { 'data-key-scope': KeyScope };
}

export const scopeRank = (scope: KeyScope): number => KEY_SCOPES.indexOf(scope);

/** The scopes the focus is in: 'global' always, and every marked region around `target`. */
export function scopesAt(target: EventTarget | null): Set<KeyScope> {
  const scopes = new Set<KeyScope>(['global']);
  const element = asElement(target);
  for (let node: Element | null = element; node; node = node.parentElement) {
    const scope = node.getAttribute(KEY_SCOPE_ATTRIBUTE);
    if (scope && (KEY_SCOPES as readonly string[]).includes(scope)) scopes.add(scope as KeyScope);
  }
  return scopes;
}

function asElement(target: EventTarget | null): Element | null {
  if (target && typeof (target as Element).getAttribute === 'function') return target as Element;
  // Keys sent to the window itself: the focus is where the document says it is.
  const doc = (target as Window | null)?.document ?? (typeof document !== 'undefined' ? document : undefined);
  return doc?.activeElement ?? null;
}

/** Whether keys pressed at `target` are going into a text field (where plain chords are typing). */
export function isTextEntry(target: EventTarget | null): boolean {
  const element = asElement(target) as HTMLElement | null;
  if (!element) return false;
  if (element.isContentEditable) return true;
  const tag = element.tagName?.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag !== 'input') return false;
  const type = ((element as HTMLInputElement).type || 'text').toLowerCase();
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(type);
}
