import { definePlugin, type DockWidgetContribution, type DockWidgetProps, useOptionalService } from '@tessera/core';
import { store, useHarness, waitUntil } from '@tessera/core/testing';
import { afterEach, describe, expect, rs, test } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { widgetsPlugin } from '../widgets';
import { dockPlugin } from '.';
import DockTile from './DockTile';
import { answersTo, DOCK_RULES, dockAllows } from './rules';

const harness = useHarness({ paused: true });
afterEach(() => {
  rs.useRealTimers();
});

/** A widget saying which conversation it shows; `keep` asks the dock to keep it mounted for that long. */
function widget(id: string, name: string, order: number, extra: Partial<DockWidgetContribution> = {}, keep?: number): DockWidgetContribution {
  function Widget({ conversationId }: DockWidgetProps) {
    const dock = useOptionalService('dock.widgets');
    // A fresh mount shows a new number: a kept widget shows the same one when the agent comes back.
    const [mount] = useState(() => ++mounts);
    useEffect(() => {
      if (keep !== undefined) dock?.keepMounted(id, keep);
    }, [dock]);
    return (
      <p>
        {name} de {conversationId ?? 'ninguém'} (montagem {mount})
      </p>
    );
  }
  return { id, title: { id: `author.${id}` }, icon: 'grid', order, component: async () => ({ default: Widget }), ...extra };
}
let mounts = 0;

/** A plugin author's widgets with the spec's names, before their real plugins exist (issues 14, 15). */
function authorPlugin(widgets: DockWidgetContribution[]) {
  const messages = Object.fromEntries(widgets.map((w) => [`author.${w.id}`, w.id]));
  return definePlugin({
    id: 'author',
    title: { id: 'author.title' },
    description: { id: 'author.title' },
    messages: { pt: { 'author.title': 'Autor', ...messages }, en: { 'author.title': 'Author', ...messages } },
    optional: ['dock.widgets'],
    contributes: { dockWidgets: widgets },
  });
}

let runtime: ReturnType<typeof harness.render>['runtime'];
function renderDock(widgets: DockWidgetContribution[]) {
  runtime = harness.render(<DockTile />, [dockPlugin, widgetsPlugin, authorPlugin(widgets)]).runtime;
  return screen.getByRole('toolbar', { name: 'Widgets do painel lateral' });
}
const buttonNames = (bar: HTMLElement) => within(bar).queryAllByRole('button').map((b) => b.getAttribute('aria-label'));
const pressed = (bar: HTMLElement) => within(bar).getAllByRole('button').filter((b) => b.getAttribute('aria-pressed') === 'true').map((b) => b.getAttribute('aria-label'));

describe('the spec’s dock rules (data)', () => {
  const gates = (channel: string, isAiSummaryEnabled = false, keys = {}) => ({
    features: [],
    permissionsExtra: {},
    role: undefined,
    conversation: { channel, status: 'active' as const, isAiSummaryEnabled },
    keys,
  });
  test('a widget answers to a spec name by its id, the last part of its id, or an undock alias', () => {
    expect(answersTo({ id: 'historic' }, 'historic')).toBe(true);
    expect(answersTo({ id: 'history.historic' }, 'historic')).toBe(true);
    expect(answersTo({ id: 'history.list', undockAliases: ['historic'] }, 'historic')).toBe(true);
    expect(answersTo({ id: 'prehistoric' }, 'historic')).toBe(false);
    expect(answersTo({ id: 'attendance' }, 'historic')).toBe(false);
  });
  test('historic: not for tickets nor phone; summary: AI summary on and not a ticket; link: the widgets plugin’s key', () => {
    const historic = { id: 'historic' };
    expect(dockAllows(historic, gates('whatsapp'))).toBe(true);
    expect(dockAllows(historic, gates('telefone'))).toBe(false);
    expect(dockAllows(historic, gates('real_automation'))).toBe(false);
    const summary = { id: 'summary' };
    expect(dockAllows(summary, gates('whatsapp'))).toBe(false);
    expect(dockAllows(summary, gates('whatsapp', true))).toBe(true);
    expect(dockAllows(summary, gates('real_automation', true))).toBe(false);
    const link = { id: 'link' };
    expect(dockAllows(link, gates('whatsapp'))).toBe(false);
    expect(dockAllows(link, gates('whatsapp', false, { 'widgets.link': true }))).toBe(true);
    // Widgets the spec does not name are the plugins' own business.
    expect(dockAllows({ id: 'generalInfo' }, gates('telefone'))).toBe(true);
    expect(Object.keys(DOCK_RULES).sort()).toEqual(['historic', 'link', 'summary']);
  });
});

describe('the dock with a plugin author’s widgets', () => {
  const spec = () => [
    widget('attendance', 'Atendimento', 2),
    widget('history.historic', 'Histórico', 3),
    widget('summary', 'Resumo', 4),
    widget('link', 'Link', 5),
    // The same rules as a gate of its own, as a plugin would declare it.
    widget('gated', 'Com gate', 6, { when: { not: { channel: 'telefone' } } }),
  ];

  test('the service tools are the default; historic, summary and link show where the spec says', async () => {
    const chat = await harness.newConversation({ channel: 'whatsapp', skillId: 'skl-vida' });
    const claim = await harness.newConversation({ channel: 'whatsapp', skillId: 'skl-sinistro-auto' });
    const phone = await harness.newConversation({ channel: 'telefone' });
    const ticket = await harness.newConversation({ channel: 'real_automation' });
    const bar = renderDock(spec());
    await act(async () => {
      for (const id of [chat, claim, phone, ticket]) store.conversations[id]!.isAiSummaryEnabled = false;
    });

    await act(async () => harness.open(chat));
    expect(buttonNames(bar)).toEqual(['attendance', 'history.historic', 'gated']);
    expect(pressed(bar)).toEqual(['attendance']);
    expect(await screen.findByText(new RegExp(`^Atendimento de ${chat}`))).toBeTruthy();

    await act(async () => harness.open(phone));
    expect(buttonNames(bar)).toEqual(['attendance']);
    await act(async () => harness.open(ticket));
    expect(buttonNames(bar)).toEqual(['attendance', 'gated']);
    // AI summary on: not for a ticket, yes for a chat.
    await act(async () => {
      store.conversations[ticket]!.isAiSummaryEnabled = true;
      store.conversations[chat]!.isAiSummaryEnabled = true;
    });
    expect(buttonNames(bar)).toEqual(['attendance', 'gated']);
    await act(async () => harness.open(chat));
    expect(buttonNames(bar)).toEqual(['attendance', 'history.historic', 'summary', 'gated']);

    // The auto claims skill has a Link widget (the widgets plugin's key, once a panel has started it).
    await act(() => runtime.use('widgets'));
    await act(async () => harness.open(claim));
    await waitUntil(() => buttonNames(bar).includes('link'), { what: 'the link widget' });
    expect(buttonNames(bar)).toEqual(['attendance', 'history.historic', 'link', 'gated']);
  });

  test('Alt+n picks by the dock’s order as it shows now', async () => {
    const phone = await harness.newConversation({ channel: 'telefone' });
    const chat = await harness.newConversation({ channel: 'whatsapp', skillId: 'skl-vida' });
    const bar = renderDock(spec());
    await act(async () => harness.open(chat));
    await act(async () => runtime.runCommand('dock.choose', 1));
    expect(pressed(bar)).toEqual(['history.historic']);
    // On a phone conversation the history is gone: the dock falls back to its default.
    await act(async () => harness.open(phone));
    expect(pressed(bar)).toEqual(['attendance']);
  });

  test('a widget kept mounted is hidden when left, and unmounted at 30 minutes (not a second before)', async () => {
    const chat = await harness.newConversation({ channel: 'whatsapp', skillId: 'skl-vida' });
    const bar = renderDock([widget('attendance', 'Atendimento', 2), widget('kept', 'Guardado', 3, {}, 1_800_000)]);
    await act(async () => harness.open(chat));
    await act(async () => {
      fireEvent.click(within(bar).getByRole('button', { name: 'kept' }));
    });
    const first = (await screen.findByText(/^Guardado de/)).textContent;

    // From the real clock: the shared ticker may still hold its last reading of it.
    const leftAt = Date.now();
    rs.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    rs.setSystemTime(leftAt);
    await act(async () => {
      fireEvent.click(within(bar).getByRole('button', { name: 'attendance' }));
    });
    // Hidden, still mounted: back within the time, the same mount.
    expect(screen.getByText(/^Guardado de/).closest('[hidden]')).not.toBeNull();
    rs.setSystemTime(leftAt + 1_798_000);
    await act(async () => rs.advanceTimersByTime(1_000));
    expect(Date.now()).toBe(leftAt + 1_799_000);
    expect(screen.queryByText(/^Guardado de/)).not.toBeNull();
    await act(async () => {
      fireEvent.click(within(bar).getByRole('button', { name: 'kept' }));
    });
    expect(screen.getByText(/^Guardado de/).textContent).toBe(first);

    // Left again: at 29:59 it is there, at 30:00 it is gone.
    const again = Date.now();
    await act(async () => {
      fireEvent.click(within(bar).getByRole('button', { name: 'attendance' }));
    });
    rs.setSystemTime(again + 1_800_000 - 2_000);
    await act(async () => rs.advanceTimersByTime(1_000));
    expect(Date.now()).toBe(again + 1_799_000);
    expect(screen.queryByText(/^Guardado de/)).not.toBeNull();
    await act(async () => rs.advanceTimersByTime(1_000));
    expect(Date.now()).toBe(again + 1_800_000);
    expect(screen.queryByText(/^Guardado de/)).toBeNull();
    rs.useRealTimers();

    // Chosen again it starts afresh.
    await act(async () => {
      fireEvent.click(within(bar).getByRole('button', { name: 'kept' }));
    });
    expect((await screen.findByText(/^Guardado de/)).textContent).not.toBe(first);
  });

  test('a widget not kept is unmounted as soon as it is left', async () => {
    const chat = await harness.newConversation({ channel: 'whatsapp', skillId: 'skl-vida' });
    const bar = renderDock([widget('attendance', 'Atendimento', 2), widget('other', 'Outro', 3)]);
    await act(async () => harness.open(chat));
    await act(async () => {
      fireEvent.click(within(bar).getByRole('button', { name: 'other' }));
    });
    expect(await screen.findByText(/^Outro de/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(bar).getByRole('button', { name: 'attendance' }));
    });
    expect(screen.queryByText(/^Outro de/)).toBeNull();
  });
});
