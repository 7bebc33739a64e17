import { bus, definePlugin } from '@tessera/core';
import { type Harness, layout, startHarness, store, waitUntil } from '@tessera/core/testing';
import { afterEach, beforeEach, describe, expect, rs, test } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { conversationPlugin } from '../conversation';
import { generalInfoPlugin } from '../general-info';
import { insightPlugin } from '../insight';
import { dockPlugin } from '.';
import DockTile from './DockTile';

let harness: Harness;
beforeEach(async () => {
  harness = await startHarness();
  await harness.signIn();
  await harness.demo.control.pause();
});
afterEach(async () => {
  await harness.demo.control.breakPlugin('insight', false);
  await harness.stop();
});

// Insight's widget needs the conversation view, which the conversation plugin provides.
const plugins = [dockPlugin, generalInfoPlugin, insightPlugin, conversationPlugin];

function renderDock(installed = plugins) {
  harness.render(<DockTile />, installed);
  return screen.getByRole('toolbar', { name: 'Widgets do painel lateral' });
}

const buttonNames = (bar: HTMLElement) => within(bar).getAllByRole('button').map((b) => b.getAttribute('aria-label'));
const pressed = (bar: HTMLElement) => within(bar).getAllByRole('button').filter((b) => b.getAttribute('aria-pressed') === 'true').map((b) => b.getAttribute('aria-label'));

describe('dock plugin', () => {
  test('lists the dock widgets of the active plugins in their order, the first one shown', async () => {
    const bar = renderDock();
    expect(buttonNames(bar)).toEqual(['Informações gerais', 'Insights']);
    expect(pressed(bar)).toEqual(['Informações gerais']);
    expect(await screen.findByText('Selecione uma conversa para ver as informações dela.')).toBeTruthy();
  });

  test("the company's default layout can name the widget shown first; the agent's choice still wins", async () => {
    layout.company = { tree: null, dock: 'insights' };
    try {
      const bar = renderDock();
      expect(pressed(bar)).toEqual(['Insights']);
      await act(async () => {
        fireEvent.click(within(bar).getByRole('button', { name: 'Informações gerais' }));
      });
      expect(pressed(bar)).toEqual(['Informações gerais']);
    } finally {
      layout.company = null;
    }
  });

  test('choosing a widget shows it and presses its button; the widget follows the open conversation', async () => {
    const bar = renderDock();
    await act(async () => {
      fireEvent.click(within(bar).getByRole('button', { name: 'Insights' }));
    });
    expect(pressed(bar)).toEqual(['Insights']);
    expect(await screen.findByText('Selecione uma conversa para ver as palavras coletadas.')).toBeTruthy();
    expect(screen.queryByText('Selecione uma conversa para ver as informações dela.')).toBeNull();

    await act(async () => {
      fireEvent.click(within(bar).getByRole('button', { name: 'Informações gerais' }));
    });
    expect(pressed(bar)).toEqual(['Informações gerais']);
    const c = Object.values(store.conversations).find((x) => x.status === 'active')!;
    await act(async () => harness.open(c.conversationId));
    expect(await screen.findByRole('button', { name: 'Informações da conversa' })).toBeTruthy();
  });

  test('arrow keys move along the bar', async () => {
    const bar = renderDock();
    const [first, second] = within(bar).getAllByRole('button');
    await act(async () => first!.focus());
    await act(async () => {
      fireEvent.keyDown(first!, { key: 'ArrowDown' });
    });
    expect(document.activeElement).toBe(second);
  });

  test('a plugin the company turns off takes its widget away live, and brings it back when turned on', async () => {
    await harness.connectHub();
    const bar = renderDock();
    await act(async () => {
      fireEvent.click(within(bar).getByRole('button', { name: 'Insights' }));
    });
    expect(pressed(bar)).toEqual(['Insights']);

    await harness.demo.control.setPluginEnabled('insight', false);
    await waitUntil(() => within(bar).queryByRole('button', { name: 'Insights' }) === null, { timeout: 3_000, what: 'the widget to go' });
    // The dock falls back to the widget that is left.
    expect(buttonNames(bar)).toEqual(['Informações gerais']);
    expect(pressed(bar)).toEqual(['Informações gerais']);
    expect(await screen.findByText('Selecione uma conversa para ver as informações dela.')).toBeTruthy();

    await harness.demo.control.setPluginEnabled('insight', true);
    await waitUntil(() => within(bar).queryByRole('button', { name: 'Insights' }) !== null, { timeout: 3_000, what: 'the widget to return' });
    expect(buttonNames(bar)).toEqual(['Informações gerais', 'Insights']);
    // The agent's choice comes back with it.
    expect(pressed(bar)).toEqual(['Insights']);
  });

  test('company settings in the store decide too', async () => {
    const bar = renderDock();
    await act(async () => {
      store.company = { loaded: true, remotes: [], plugins: { ...store.company.plugins, 'general-info': { enabled: false } } };
    });
    expect(buttonNames(bar)).toEqual(['Insights']);
    expect(pressed(bar)).toEqual(['Insights']);
  });

  test("a widget whose plugin starts on first use gets its button once its labels are here, never with a message id", async () => {
    let deliver: (table: { default: Record<string, string> }) => void = () => undefined;
    const late = definePlugin({
      id: 'late',
      title: { id: 'late.title' },
      description: { id: 'late.description' },
      activation: 'firstUse',
      messages: {
        pt: () => new Promise<{ default: Record<string, string> }>((resolve) => (deliver = resolve)),
        en: () => Promise.resolve({ default: { 'late.title': 'Later', 'late.description': 'Comes later' } }),
      },
      contributes: {
        dockWidgets: [{ id: 'late', title: { id: 'late.title' }, icon: 'clock', order: 99, component: () => Promise.resolve({ default: () => <p>Late</p> }) }],
      },
    });
    const warn = rs.spyOn(console, 'warn');
    try {
      const bar = renderDock([...plugins, late]);
      await act(async () => undefined);
      expect(buttonNames(bar)).toEqual(['Informações gerais', 'Insights']);
      await act(async () => deliver({ default: { 'late.title': 'Mais tarde', 'late.description': 'Chega depois' } }));
      await waitUntil(() => buttonNames(bar).length === 3);
      expect(buttonNames(bar)).toEqual(['Informações gerais', 'Insights', 'Mais tarde']);
      expect(warn.mock.calls.flat().join(' ')).not.toContain('late.title');
    } finally {
      warn.mockRestore();
    }
  });

  test('without any widget it says none is available', () => {
    renderDock([dockPlugin]);
    expect(screen.getByText('Nenhum widget disponível para esta conversa.')).toBeTruthy();
    expect(within(screen.getByRole('toolbar', { name: 'Widgets do painel lateral' })).queryByRole('button')).toBeNull();
  });

  test('a widget that fails shows which plugin failed; the dock keeps working', async () => {
    const bar = renderDock();
    await act(async () => {
      fireEvent.click(within(bar).getByRole('button', { name: 'Insights' }));
    });
    // React and the boundary report the failure on the console: expected here, kept out of the output, and checked.
    const consoleError = rs.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await harness.demo.control.breakPlugin('insight');
      expect(await screen.findByText('O plugin «Insight» parou de funcionar.')).toBeTruthy();
      expect(consoleError).toHaveBeenCalledWith('[plugins] "insight" failed while rendering', expect.any(Error), expect.any(String));
    } finally {
      consoleError.mockRestore();
    }

    await act(async () => {
      fireEvent.click(within(bar).getByRole('button', { name: 'Informações gerais' }));
    });
    expect(await screen.findByText('Selecione uma conversa para ver as informações dela.')).toBeTruthy();
    expect(screen.queryByText('O plugin «Insight» parou de funcionar.')).toBeNull();
  });

  test('the shown widget has a pop-out button named after it, asking the window to open it on its own', async () => {
    const bar = renderDock();
    const asked = rs.fn();
    bus.on('window:popOut', asked);
    try {
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Abrir Informações gerais em uma janela própria' }));
      });
      expect(asked).toHaveBeenCalledWith({ panel: 'generalInfo' });
      await act(async () => {
        fireEvent.click(within(bar).getByRole('button', { name: 'Insights' }));
      });
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Abrir Insights em uma janela própria' }));
      });
      expect(asked).toHaveBeenLastCalledWith({ panel: 'insights' });
    } finally {
      bus.off('window:popOut', asked);
    }
  });

  test('a widget open in another window says so in the dock, and brings it back on request', async () => {
    renderDock();
    const back = rs.fn();
    bus.on('window:return', back);
    try {
      await act(async () => {
        layout.undocked.generalInfo = true;
      });
      expect(screen.getByText('O widget «Informações gerais» está aberto em outra janela.')).toBeTruthy();
      expect(screen.queryByText('Selecione uma conversa para ver as informações dela.')).toBeNull();
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Trazer de volta' }));
      });
      expect(back).toHaveBeenCalledWith({ panel: 'generalInfo' });
      await act(async () => {
        delete layout.undocked.generalInfo;
      });
      expect(await screen.findByText('Selecione uma conversa para ver as informações dela.')).toBeTruthy();
    } finally {
      bus.off('window:return', back);
    }
  });
});
