import { afterEach, describe, expect, rs, test } from '@rstest/core';
import { setLogSink } from '../logger';
import type { GateContext } from '../plugins/when';
import { ariaChord, formatChord, parseChord } from './chord';
import { waitUntil } from '../testing/harness';
import { keyScope } from './scopes';
import { createKeybindingService, KeybindingConflictError } from './service';

const noConversation: GateContext = { features: [], permissionsExtra: {}, role: 'agent' as GateContext['role'], conversation: undefined };
let gates: GateContext = noConversation;
const service = (policy: 'throw' | 'log' = 'throw') => createKeybindingService({ target: window, onConflict: policy, mac: false, gateContext: () => gates });

/** A key pressed with the focus on `at` (the event bubbles to the window, where the service listens). */
function press(at: HTMLElement, key: string, mods: Partial<Pick<KeyboardEvent, 'altKey' | 'ctrlKey' | 'shiftKey' | 'metaKey'>> = {}, code = '') {
  at.focus();
  const event = new KeyboardEvent('keydown', { key, code, bubbles: true, cancelable: true, ...mods });
  at.dispatchEvent(event);
  return event;
}

/** A marked region with a button (and a text field) inside, in the page. */
function region(scope: 'workspace' | 'conversation' | 'composer' | null, parent: HTMLElement = document.body) {
  const element = document.createElement('div');
  if (scope) element.setAttribute(...(Object.entries(keyScope(scope))[0] as [string, string]));
  const button = document.createElement('button');
  const field = document.createElement('textarea');
  element.append(button, field);
  parent.append(element);
  return { element, button, field };
}

const disposers: (() => void)[] = [];
afterEach(() => {
  for (const dispose of disposers.splice(0)) dispose();
  document.body.replaceChildren();
  gates = noConversation;
  setLogSink(undefined);
});
const keep = (dispose: () => void) => disposers.push(dispose);

describe('the keybinding service', () => {
  test('a chord runs its binding from anywhere in the window, once, and takes the key from the page', () => {
    const keys = service();
    const run = rs.fn();
    keep(keys.register({ keys: 'alt+1', owner: 'dock', run }));
    const outside = region(null);
    // Alt+1 on a layout where Alt changes the character: the physical key still counts.
    const event = press(outside.button, '¡', { altKey: true }, 'Digit1');
    expect(run).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    press(outside.button, '1');
    press(outside.button, '1', { altKey: true, shiftKey: true }, 'Digit1');
    expect(run).toHaveBeenCalledTimes(1);
  });

  test('a scoped binding fires only with the focus inside its region, and the more specific scope wins', () => {
    const keys = service();
    const global = rs.fn();
    const inConversation = rs.fn();
    keep(keys.register({ keys: 'alt+t', owner: 'shell', run: global }));
    keep(keys.register({ keys: 'alt+t', owner: 'transfer', scope: 'conversation', run: inConversation }));
    const workspace = region('workspace');
    const conversation = region('conversation', workspace.element);

    press(workspace.button, 't', { altKey: true }, 'KeyT');
    expect([global.mock.calls.length, inConversation.mock.calls.length]).toEqual([1, 0]);
    press(conversation.button, 't', { altKey: true }, 'KeyT');
    expect([global.mock.calls.length, inConversation.mock.calls.length]).toEqual([1, 1]);
  });

  test('`when` is read when the keys are pressed: a closed gate lets the keys through', () => {
    const keys = service();
    const run = rs.fn();
    keep(keys.register({ keys: 'alt+t', owner: 'transfer', when: { conversation: 'selected' }, run }));
    const { button } = region(null);
    const refused = press(button, 't', { altKey: true }, 'KeyT');
    expect(run).not.toHaveBeenCalled();
    expect(refused.defaultPrevented).toBe(false);

    gates = { ...noConversation, conversation: { channel: 'whatsapp', status: 'active', isAiSummaryEnabled: false } as GateContext['conversation'] };
    press(button, 't', { altKey: true }, 'KeyT');
    expect(run).toHaveBeenCalledTimes(1);
  });

  test('the same chord in the same scope is a conflict naming both owners', () => {
    const keys = service();
    keep(keys.register({ keys: 'alt+1', owner: 'dock', run: () => undefined }));
    let error: unknown;
    try {
      keys.register({ keys: 'Alt+1', owner: 'knowledge', run: () => undefined });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(KeybindingConflictError);
    expect((error as Error).message).toContain('"knowledge"');
    expect((error as Error).message).toContain('"dock"');
    expect((error as KeybindingConflictError).owners).toEqual(['knowledge', 'dock']);
    // 'mod' is Ctrl here: the same chord as ctrl+f.
    keep(keys.register({ keys: 'ctrl+f', owner: 'search', run: () => undefined }));
    expect(() => keys.register({ keys: 'mod+f', owner: 'notes', run: () => undefined })).toThrow(/"notes".*"search"/);
    // '?' is typed with Shift: 'shift+?' is the same chord.
    keep(keys.register({ keys: '?', owner: 'shell', run: () => undefined }));
    expect(() => keys.register({ keys: 'shift+?', owner: 'help', run: () => undefined })).toThrow(/"help".*"shell"/);
  });

  test('no conflict across scopes, nor between gates that exclude each other', () => {
    const keys = service();
    keep(keys.register({ keys: 'alt+1', owner: 'dock', run: () => undefined }));
    keep(keys.register({ keys: 'alt+1', owner: 'knowledge', scope: 'conversation', run: () => undefined }));
    keep(keys.register({ keys: 'alt+2', owner: 'chat', scope: 'conversation', when: { channel: 'whatsapp' }, run: () => undefined }));
    keep(keys.register({ keys: 'alt+2', owner: 'phone', scope: 'conversation', when: { channel: 'telefone' }, run: () => undefined }));
    keep(keys.register({ keys: 'alt+3', owner: 'a', when: { role: 'manager' }, run: () => undefined }));
    keep(keys.register({ keys: 'alt+3', owner: 'b', when: { not: { role: 'manager' } }, run: () => undefined }));
    expect(() => keys.register({ keys: 'alt+2', owner: 'any', scope: 'conversation', run: () => undefined })).toThrow(/"any".*"chat"/);
    expect(keys.list().map((b) => `${b.owner}:${b.keys}`)).toEqual(['dock:alt+1', 'knowledge:alt+1', 'chat:alt+2', 'phone:alt+2', 'a:alt+3', 'b:alt+3']);
  });

  test('in production a conflict is logged with both owners, and the earlier binding keeps the keys', () => {
    const errors: string[] = [];
    setLogSink({ warn: () => undefined, info: () => undefined, error: (m) => void errors.push(m) });
    const keys = service('log');
    const dock = rs.fn();
    const knowledge = rs.fn();
    keep(keys.register({ keys: 'alt+1', owner: 'dock', run: dock }));
    keep(keys.register({ keys: 'alt+1', owner: 'knowledge', run: knowledge }));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/"knowledge".*"dock"/);
    press(region(null).button, '1', { altKey: true }, 'Digit1');
    expect([dock.mock.calls.length, knowledge.mock.calls.length]).toEqual([1, 0]);
  });

  test('an invalid chord is refused at registration, naming its owner', () => {
    const keys = service();
    expect(() => keys.register({ keys: 'hyper+k', owner: 'notes', run: () => undefined })).toThrow(/"hyper\+k" of "notes": "hyper" is not a modifier/);
    expect(() => keys.register({ keys: 'alt+ab', owner: 'notes', run: () => undefined })).toThrow(/of "notes": "ab" is not one key/);
    expect(() => keys.register({ keys: 'ctrl+alt', owner: 'notes', run: () => undefined })).toThrow(/of "notes".*modifier/);
    expect(() => keys.register({ keys: '', owner: 'notes', run: () => undefined })).toThrow(/of "notes": it is empty/);
    expect(() => keys.register({ keys: 'alt+alt+x', owner: 'notes', run: () => undefined })).toThrow(/twice/);
    expect(() => keys.register({ keys: 'alt+x', owner: 'notes', scope: 'sidebar' as 'global', run: () => undefined })).toThrow(/unknown key scope "sidebar" of "notes"/);
    expect(keys.list()).toEqual([]);
  });

  test('a disposed binding no longer fires, frees its chord, and leaves the window without a listener when it was the last', () => {
    const add = rs.spyOn(window, 'addEventListener');
    const remove = rs.spyOn(window, 'removeEventListener');
    const keys = service();
    const run = rs.fn();
    const dispose = keys.register({ keys: 'alt+n', owner: 'notes', run });
    const { button } = region(null);
    press(button, 'n', { altKey: true }, 'KeyN');
    dispose();
    dispose();
    press(button, 'n', { altKey: true }, 'KeyN');
    expect(run).toHaveBeenCalledTimes(1);
    expect(keys.list()).toEqual([]);
    expect(add.mock.calls.filter(([type]) => type === 'keydown')).toHaveLength(1);
    expect(remove.mock.calls.filter(([type]) => type === 'keydown')).toHaveLength(1);
    add.mockRestore();
    remove.mockRestore();
    // Free again: someone else may take it.
    keep(keys.register({ keys: 'alt+n', owner: 'other', run: () => undefined }));
  });

  test('typing in a text field does not fire plain chords; modified chords and function keys still do', () => {
    const keys = service();
    const plain = rs.fn();
    const shifted = rs.fn();
    const modified = rs.fn();
    const fKey = rs.fn();
    keep(keys.register({ keys: 'g', owner: 'nav', run: plain }));
    keep(keys.register({ keys: 'shift+g', owner: 'nav', run: shifted }));
    keep(keys.register({ keys: 'mod+k', owner: 'palette', run: modified }));
    keep(keys.register({ keys: 'f6', owner: 'shell', run: fKey }));
    const { button, field } = region(null);
    const input = document.createElement('input');
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    const editable = Object.assign(document.createElement('div'), { contentEditable: 'true', tabIndex: 0 });
    document.body.append(input, checkbox, editable);

    for (const typing of [field, input]) {
      const event = press(typing, 'g');
      press(typing, 'G', { shiftKey: true });
      expect(event.defaultPrevented).toBe(false);
    }
    expect([plain.mock.calls.length, shifted.mock.calls.length]).toEqual([0, 0]);
    press(field, 'k', { ctrlKey: true });
    press(field, 'F6');
    expect([modified.mock.calls.length, fKey.mock.calls.length]).toEqual([1, 1]);
    // Not a text field: the letter is a shortcut.
    press(button, 'g');
    press(checkbox, 'g');
    expect(plain).toHaveBeenCalledTimes(2);
  });

  test('a failing binding is logged with its owner; a key another handler already took is left alone', () => {
    const errors: string[] = [];
    setLogSink({ warn: () => undefined, info: () => undefined, error: (m) => void errors.push(m) });
    const keys = service();
    keep(keys.register({ keys: 'alt+x', owner: 'broken', run: () => { throw new Error('boom'); } }));
    const { button } = region(null);
    press(button, 'x', { altKey: true }, 'KeyX');
    expect(errors[0]).toContain('"broken"');

    const run = rs.fn();
    keep(keys.register({ keys: 'alt+y', owner: 'late', run }));
    const taken = (event: Event) => event.preventDefault();
    button.addEventListener('keydown', taken);
    press(button, 'y', { altKey: true }, 'KeyY');
    expect(run).not.toHaveBeenCalled();
  });

  test('the list is what the shortcut help shows: the chord as people read it, and a new list only on change', () => {
    const keys = service();
    const listener = rs.fn();
    keep(keys.subscribe(listener));
    keep(keys.register({ keys: 'mod+shift+f', owner: 'search', scope: 'conversation', description: { id: 'search.action' }, run: () => undefined }));
    const first = keys.list();
    expect(keys.list()).toBe(first);
    expect(first[0]).toMatchObject({ owner: 'search', scope: 'conversation', label: 'Ctrl+Shift+F', description: { id: 'search.action' } });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(formatChord(parseChord('mod+f', 'x', true), true)).toBe('Cmd+F');
    expect(formatChord(parseChord('shift+f6', 'x', false), false)).toBe('Shift+F6');
    expect(formatChord(parseChord('?', 'x', false), false)).toBe('?');
  });
});

describe('keys typed right after a shortcut', () => {
  test('wait for the field the shortcut opens, and go there in order (Enter too); nothing reaches the field it was pressed in', async () => {
    const keys = createKeybindingService({ target: window, mac: false, gateContext: () => gates });
    const reply = document.createElement('textarea');
    const search = document.createElement('input');
    document.body.append(reply);
    const submitted: string[] = [];
    search.addEventListener('keydown', (e) => e.key === 'Enter' && submitted.push(search.value));
    // The search bar shows a moment later, as a panel whose code loads.
    const dispose = keys.register({ keys: 'mod+shift+f', owner: 'search', run: () => void setTimeout(() => { document.body.append(search); search.focus(); }, 20) });
    press(reply, 'F', { ctrlKey: true, shiftKey: true });
    for (const k of 'sinistro') reply.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
    reply.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    expect(reply.value).toBe('');
    await waitUntil(() => document.activeElement === search && search.value === 'sinistro', { what: 'the term in the search field' });
    expect(submitted).toEqual(['sinistro']);
    expect(reply.value).toBe('');
    dispose();
  });

  test('when the shortcut takes the focus nowhere, what was typed goes back where it was typed', async () => {
    const keys = createKeybindingService({ target: window, mac: false, gateContext: () => gates });
    const reply = document.createElement('textarea');
    document.body.append(reply);
    const dispose = keys.register({ keys: 'alt+1', owner: 'dock', run: () => undefined });
    press(reply, '1', { altKey: true });
    for (const k of 'ok') reply.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
    await waitUntil(() => reply.value === 'ok', { what: 'the held keys back in the reply box', timeout: 3000 });
    dispose();
  });
});

test('aria-keyshortcuts names the keys as ARIA does, whatever the platform', () => {
  expect(ariaChord(parseChord('mod+shift+f', 'search', false))).toBe('Control+Shift+F');
  expect(ariaChord(parseChord('alt+arrowdown', 'list', false))).toBe('Alt+ArrowDown');
  expect(ariaChord(parseChord('alt+shift+t', 'transfer', false))).toBe('Alt+Shift+T');
  expect(ariaChord(parseChord('f6', 'shell', false))).toBe('F6');
});

test('keys held for a target that is a control (a list) reach it as key presses, for its own type-to-find', async () => {
  const keys = createKeybindingService({ target: window, mac: false, gateContext: () => gates });
  const reply = document.createElement('textarea');
  const list = Object.assign(document.createElement('div'), { tabIndex: 0 });
  list.setAttribute('role', 'listbox');
  document.body.append(reply);
  const typed: string[] = [];
  list.addEventListener('keydown', (e) => typed.push(e.key));
  const dispose = keys.register({ keys: 'alt+l', owner: 'list', run: () => void setTimeout(() => { document.body.append(list); list.focus(); }, 20) });
  press(reply, 'l', { altKey: true });
  for (const k of 'ma') reply.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
  await waitUntil(() => typed.join('') === 'ma', { what: 'the keys on the list' });
  expect(reply.value).toBe('');
  dispose();
});
