import { type Session, workspaceState } from '@tessera/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { SetupServer } from 'msw/node';

/**
 * Shared steps of the tabulation's tests: what an agent does in the dialog, and what the demo was
 * asked. Imports no testing entry (only *.test.* files may): the tests hand it what it needs.
 */

export async function press(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

/** Picks `option` in the select named `level` ('Tipo', 'Assunto', 'Subassunto'). */
export async function pick(dialog: HTMLElement, level: string, option: string) {
  await press(await within(dialog).findByRole('button', { name: new RegExp(`${level}$`) }));
  const listbox = await screen.findByRole('listbox', { name: new RegExp(level) });
  await press(within(listbox).getByRole('option', { name: option }));
}

/** The options of the select named `level`, as listed (it is closed again after). */
export async function optionsOf(dialog: HTMLElement, level: string): Promise<string[]> {
  await press(await within(dialog).findByRole('button', { name: new RegExp(`${level}$`) }));
  const listbox = await screen.findByRole('listbox', { name: new RegExp(level) });
  const names = within(listbox).getAllByRole('option').map((o) => o.textContent ?? '');
  await act(async () => {
    fireEvent.keyDown(listbox, { key: 'Escape' });
  });
  return names;
}

/** The value a select shows. */
export const valueOf = (dialog: HTMLElement, level: string) => within(dialog).getByRole('button', { name: new RegExp(`${level}$`) }).textContent;

export const isDisabled = (button: HTMLElement) => button.hasAttribute('disabled');

/** Calls the demo received for the tabulation and change-status, in order, with their bodies. */
export function recordCalls(server: SetupServer) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (!/\/conversation\/(tab|tabs|change-status)\b/.test(url.pathname)) return;
    const body = request.method === 'GET' ? undefined : await request.clone().json().catch(() => undefined);
    calls.push({ method: request.method, path: url.pathname.replace(/^.*\/conversation\//, ''), body });
  });
  return calls;
}

/** A conversation of the signed-in agent, as the workspace holds it. */
export function conversationWhere(which: (c: (typeof workspaceState.conversations)[string]) => boolean) {
  const found = Object.values(workspaceState.conversations).find(which);
  if (!found) throw new Error('no such conversation');
  return found;
}

/** What the server's session says of the Tab feature (the test hands the store's session); undefined removes it. */
export async function setTabFeature(session: Session, tab: { active: boolean; required: boolean } | undefined) {
  await act(async () => {
    const others = session.features.filter((f) => f.name !== 'Tab');
    session.features = tab ? [...others, { name: 'Tab', ...tab, config: { list: [] } }] : others;
  });
}
