import { closeTile, layout, reopenTile } from '@tessera/core';
import { store, useHarness } from '@tessera/core/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, rs, test } from '@rstest/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { useSnapshot } from 'valtio';
import { widgetsPlugin } from '../widgets';
import { USABILITY_TILE, usabilityPlugin } from '.';
import { createUsabilityMemory, RETENTION_MS, type UsabilityMemory } from './retention';
import RetentionWatch from './RetentionWatch';
import UsabilityTile from './UsabilityTile';

const MINUTE = 60_000;
const ALMOST = 29 * MINUTE + 59_000; // 29:59
describe('the 30 minutes, from timestamps', () => {
  let memory: UsabilityMemory;
  beforeEach(() => {
    memory = createUsabilityMemory();
  });

  test('30 minutes is 1,800,000 ms (spec 000 §9)', () => {
    expect(RETENTION_MS).toBe(1_800_000);
  });

  test('reopened at 29:59 the panel has its content; at 30:00 it is cleared', () => {
    const t0 = Date.UTC(2026, 2, 10, 14, 0, 0);
    memory.choose('c1', 'segurado');
    memory.panelClosed(t0);
    memory.panelReopened(t0 + ALMOST);
    expect(memory.relationships).toEqual({ c1: 'segurado' });

    const t1 = t0 + 2 * 60 * MINUTE;
    memory.panelClosed(t1);
    memory.panelReopened(t1 + RETENTION_MS);
    expect(memory.relationships).toEqual({});
    expect(memory.closure.closedAt).toBeNull();
  });

  test('closing twice does not restart the 30 minutes', () => {
    memory.choose('c1', 'corretor');
    memory.panelClosed(1_000);
    memory.panelClosed(1_000 + 10 * MINUTE);
    memory.panelReopened(1_000 + RETENTION_MS);
    expect(memory.relationships).toEqual({});
  });
});

// The tile is only mounted while it is in the layout, as the workspace does it.
function Workspace() {
  const { closed } = useSnapshot(layout);
  return (
    <>
      {!closed.includes(USABILITY_TILE) && <UsabilityTile />}
      <RetentionWatch />
    </>
  );
}

// happy-dom would fetch the embedded page over the network: the tests look at the frame, not into it.
const happyDOM = (window as unknown as { happyDOM?: { settings: { disableIframePageLoading: boolean } } }).happyDOM;
const consoleError = console.error;
beforeAll(() => {
  if (happyDOM) happyDOM.settings.disableIframePageLoading = true;
  console.error = (...args: unknown[]) => {
    if (!String(args[0]).includes('Iframe page loading is disabled')) consoleError(...args);
  };
});
afterAll(() => {
  if (happyDOM) happyDOM.settings.disableIframePageLoading = false;
  console.error = consoleError;
});

describe('usability panel closed for 30 minutes', () => {
  let memory: UsabilityMemory;
  const harness = useHarness({ paused: true });
  afterEach(() => {
    rs.useRealTimers();
  });

  async function chooseRelationship(value: string) {
    const select = (await screen.findByRole('combobox', { name: /^Relacionamento/ })) as HTMLSelectElement;
    await act(async () => {
      fireEvent.change(select, { target: { value } });
    });
  }
  const relationshipShown = async () => ((await screen.findByRole('combobox', { name: /^Relacionamento/ })) as HTMLSelectElement).value;

  test('on the shared ticker: still there at 29:59, cleared at 30:00 while the panel is closed', async () => {
    const chat = Object.values(store.conversations).find((c) => c.status === 'active' && c.channel === 'whatsapp')!;
    memory = harness.render(<Workspace />, [usabilityPlugin, widgetsPlugin]).runtime.service('usability.memory')!;
    await act(async () => harness.open(chat.conversationId));
    await chooseRelationship('segurado');
    expect(document.querySelector('iframe')?.getAttribute('src')).toContain('segurado');

    // From the real clock: the shared ticker may still hold its last reading of it.
    const closedAt = Date.now();
    rs.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    rs.setSystemTime(closedAt);
    await act(async () => closeTile(USABILITY_TILE));
    expect(document.querySelector('iframe')).toBeNull();
    expect(memory.closure.closedAt).toBe(closedAt);

    // The ticker reads the clock each second: at 29:59 nothing is due yet.
    rs.setSystemTime(closedAt + ALMOST - 1_000);
    await act(async () => rs.advanceTimersByTime(1_000));
    expect(Date.now()).toBe(closedAt + ALMOST);
    expect(memory.relationships[chat.conversationId]).toBe('segurado');

    // 30:00: cleared, without the panel being reopened.
    await act(async () => rs.advanceTimersByTime(1_000));
    expect(Date.now()).toBe(closedAt + RETENTION_MS);
    expect(memory.relationships).toEqual({});

    rs.useRealTimers();
    await act(async () => reopenTile(USABILITY_TILE));
    expect(await relationshipShown()).toBe('');
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByText('Escolha o relacionamento do contato para abrir a página.')).toBeTruthy();
  });

  test('reopened before 30 minutes the panel shows the same page', async () => {
    const chat = Object.values(store.conversations).find((c) => c.status === 'inactive' && c.channel === 'webchat')!;
    memory = harness.render(<Workspace />, [usabilityPlugin, widgetsPlugin]).runtime.service('usability.memory')!;
    await act(async () => harness.open(chat.conversationId));
    await chooseRelationship('corretor');
    const src = document.querySelector('iframe')!.getAttribute('src');

    // From the real clock: the shared ticker may still hold its last reading of it.
    const closedAt = Date.now();
    rs.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    rs.setSystemTime(closedAt);
    await act(async () => closeTile(USABILITY_TILE));
    rs.setSystemTime(closedAt + ALMOST);
    await act(async () => reopenTile(USABILITY_TILE));
    rs.useRealTimers();

    expect(await relationshipShown()).toBe('corretor');
    expect(document.querySelector('iframe')!.getAttribute('src')).toBe(src);
    expect(memory.closure.closedAt).toBeNull();
  });

  test('reopened after 30 minutes (a sleeping laptop: no tick ran) the content is gone', async () => {
    const chat = Object.values(store.conversations).find((c) => c.status === 'active' && c.channel === 'whatsapp')!;
    memory = harness.render(<Workspace />, [usabilityPlugin, widgetsPlugin]).runtime.service('usability.memory')!;
    await act(async () => harness.open(chat.conversationId));
    await chooseRelationship('terceiro');

    // From the real clock: the shared ticker may still hold its last reading of it.
    const closedAt = Date.now();
    rs.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    rs.setSystemTime(closedAt);
    await act(async () => closeTile(USABILITY_TILE));
    rs.setSystemTime(closedAt + RETENTION_MS);
    await act(async () => reopenTile(USABILITY_TILE));
    rs.useRealTimers();

    expect(await relationshipShown()).toBe('');
  });
});
