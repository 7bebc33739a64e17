import { closeTile, layout, reopenTile, store } from '@tessera/core';
import { useHarness } from '@tessera/core/testing';
import { afterAll, afterEach, beforeAll, describe, expect, rs, test } from '@rstest/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { useSnapshot } from 'valtio';
import { USABILITY_TILE, usabilityPlugin } from '.';
import { chosenRelationships, forgetRelationships } from './relationships';
import { panelClosed, panelClosure, panelReopened, RETENTION_MS } from './retention';
import RetentionWatch from './RetentionWatch';
import UsabilityTile from './UsabilityTile';

const MINUTE = 60_000;
const ALMOST = 29 * MINUTE + 59_000; // 29:59
const reset = () => {
  forgetRelationships();
  panelClosure.closedAt = null;
};

describe('the 30 minutes, from timestamps', () => {
  afterEach(reset);

  test('30 minutes is 1,800,000 ms (spec 000 §9)', () => {
    expect(RETENTION_MS).toBe(1_800_000);
  });

  test('reopened at 29:59 the panel has its content; at 30:00 it is cleared', () => {
    const t0 = Date.UTC(2026, 2, 10, 14, 0, 0);
    chosenRelationships.c1 = 'segurado';
    panelClosed(t0);
    panelReopened(t0 + ALMOST);
    expect(chosenRelationships).toEqual({ c1: 'segurado' });

    const t1 = t0 + 2 * 60 * MINUTE;
    panelClosed(t1);
    panelReopened(t1 + RETENTION_MS);
    expect(chosenRelationships).toEqual({});
    expect(panelClosure.closedAt).toBeNull();
  });

  test('closing twice does not restart the 30 minutes', () => {
    chosenRelationships.c1 = 'corretor';
    panelClosed(1_000);
    panelClosed(1_000 + 10 * MINUTE);
    panelReopened(1_000 + RETENTION_MS);
    expect(chosenRelationships).toEqual({});
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
  const harness = useHarness({ paused: true, before: reset });
  afterEach(() => {
    rs.useRealTimers();
    reset();
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
    harness.render(<Workspace />, [usabilityPlugin]);
    await act(async () => harness.open(chat.conversationId));
    await chooseRelationship('segurado');
    expect(document.querySelector('iframe')?.getAttribute('src')).toContain('segurado');

    // From the real clock: the shared ticker may still hold its last reading of it.
    const closedAt = Date.now();
    rs.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    rs.setSystemTime(closedAt);
    await act(async () => closeTile(USABILITY_TILE));
    expect(document.querySelector('iframe')).toBeNull();
    expect(panelClosure.closedAt).toBe(closedAt);

    // The ticker reads the clock each second: at 29:59 nothing is due yet.
    rs.setSystemTime(closedAt + ALMOST - 1_000);
    await act(async () => rs.advanceTimersByTime(1_000));
    expect(Date.now()).toBe(closedAt + ALMOST);
    expect(chosenRelationships[chat.conversationId]).toBe('segurado');

    // 30:00: cleared, without the panel being reopened.
    await act(async () => rs.advanceTimersByTime(1_000));
    expect(Date.now()).toBe(closedAt + RETENTION_MS);
    expect(chosenRelationships).toEqual({});

    rs.useRealTimers();
    await act(async () => reopenTile(USABILITY_TILE));
    expect(await relationshipShown()).toBe('');
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByText('Escolha o relacionamento do contato para abrir a página.')).toBeTruthy();
  });

  test('reopened before 30 minutes the panel shows the same page', async () => {
    const chat = Object.values(store.conversations).find((c) => c.status === 'inactive' && c.channel === 'webchat')!;
    harness.render(<Workspace />, [usabilityPlugin]);
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
    expect(panelClosure.closedAt).toBeNull();
  });

  test('reopened after 30 minutes (a sleeping laptop: no tick ran) the content is gone', async () => {
    const chat = Object.values(store.conversations).find((c) => c.status === 'active' && c.channel === 'whatsapp')!;
    harness.render(<Workspace />, [usabilityPlugin]);
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
