import { describe, expect, rstest, test } from '@rstest/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { companyPluginsLoaded } from '../state/company';
import { waitUntil } from '../testing';
import { renderWithPlugins } from '../testing/render';
import { useTestSession } from '../testing/session';
import { definePlugin } from './definePlugin';
import { useContributions, useOptionalService, usePluginStarted } from './react';
import { RenderContribution } from './RenderContribution';
import { PluginRuntime } from './runtime';
import type { ResolvedContribution } from './types';

declare module '@tessera/core' {
  interface Services {
    'lazy-notes.store': { count(): number };
    'lazy-words.dictionary': { word(): string };
  }
  interface Commands {
    'lazy-notes.add': { text: string };
  }
}

const logged = useTestSession();

/** Messages that load, as a plugin starting on first use gives them; `loads` counts the loads. */
function lazyMessages(id: string, loads: string[]) {
  const table = { [`${id}.title`]: `Plugin ${id}`, [`${id}.widget`]: `Widget de ${id}`, [`${id}.count`]: 'Notas: {count}' };
  return {
    pt: async () => {
      loads.push(`${id}:pt`);
      return { default: table };
    },
    en: async () => ({ default: table }),
  };
}

function world(log: string[], options: { activateFails?: () => boolean } = {}) {
  const words = definePlugin({
    id: 'lazy-words',
    title: { id: 'lazy-words.title' },
    description: { id: 'lazy-words.title' },
    activation: 'firstUse',
    messages: lazyMessages('lazy-words', log),
    provides: 'lazy-words.dictionary',
    activate: async () => {
      log.push('up:lazy-words');
      return { service: { word: () => 'olá' }, dispose: () => log.push('down:lazy-words') };
    },
  });
  const notes = definePlugin({
    id: 'lazy-notes',
    title: { id: 'lazy-notes.title' },
    description: { id: 'lazy-notes.title' },
    activation: 'firstUse',
    messages: lazyMessages('lazy-notes', log),
    provides: 'lazy-notes.store',
    optional: ['lazy-words.dictionary'],
    contributes: {
      dockWidgets: [{ id: 'lazy-notes.widget', title: { id: 'lazy-notes.widget' }, icon: 'edit', order: 10, component: async () => ({ default: NotesWidget }) }],
      overlays: [{ id: 'lazy-notes.dialog', component: async () => ({ default: () => null }) }],
      commands: [{ id: 'lazy-notes.add', run: (ctx, { text }) => void log.push(`add:${text} (${ctx.service('lazy-notes.store')!.count()})`) }],
    },
    activate: async (_ctx, services) => {
      // Its code would load here: `await import('./store')`.
      await Promise.resolve();
      if (options.activateFails?.()) throw new Error('the store is broken');
      log.push(`up:lazy-notes with ${services['lazy-words.dictionary']?.word() ?? 'no dictionary'}`);
      return { service: { count: () => 3 }, dispose: () => log.push('down:lazy-notes') };
    },
  });
  return { words, notes };
}

function NotesWidget() {
  const store = useOptionalService('lazy-notes.store');
  return (
    <p>
      <FormattedMessage id="lazy-notes.count" values={{ count: store?.count() ?? 0 }} />
    </p>
  );
}

/** A place that shows the dock's widgets, as the dock does. */
function Dock() {
  return (
    <ul aria-label="Dock">
      {useContributions('dockWidgets').map(({ plugin, contribution }) => (
        <li key={contribution.id}>
          <h2>
            <FormattedMessage id={contribution.title.id} />
          </h2>
          <RenderContribution plugin={plugin} component={contribution.component} props={{ conversationId: null }} />
        </li>
      ))}
    </ul>
  );
}

/** A bar of choices, as the dock's: every widget listed by its title; the chosen one shows, started. */
function ChoiceBar() {
  const widgets = useContributions('dockWidgets', { listOnly: true });
  const [chosen, setChosen] = useState<string | null>(null);
  const shown = widgets.find((w) => w.contribution.id === chosen);
  return (
    <>
      {widgets.map(({ contribution }) => (
        <button key={contribution.id} type="button" onClick={() => setChosen(contribution.id)}>
          <FormattedMessage id={contribution.title.id} />
        </button>
      ))}
      {shown && <Shown entry={shown} />}
    </>
  );
}

function Shown({ entry }: { entry: ResolvedContribution<'dockWidgets'> }) {
  const started = usePluginStarted(entry.plugin);
  return started ? <RenderContribution plugin={entry.plugin} component={entry.contribution.component} props={{ conversationId: null }} /> : <p>carregando</p>;
}

/** Overlays only, as the shell's overlay host shows them. */
function Overlays() {
  useContributions('overlays');
  return null;
}

describe('plugins that start on first use', () => {
  test('the session starts without them; a place showing a point they fill starts them, messages first, then their providers and themselves', async () => {
    const log: string[] = [];
    const { words, notes } = world(log);
    const { runtime } = renderWithPlugins(<Dock />, [notes, words]);
    // Started as the dock showed: nothing before it.
    expect(await screen.findByText('Widget de lazy-notes')).toBeTruthy();
    expect(await screen.findByText('Notas: 3')).toBeTruthy();
    expect(log).toEqual(['lazy-words:pt', 'up:lazy-words', 'lazy-notes:pt', 'up:lazy-notes with olá']);
    expect(runtime.activeIds()).toEqual(['lazy-words', 'lazy-notes']);
    act(() => runtime.deactivateAll());
    expect(log.slice(4)).toEqual(['down:lazy-notes', 'down:lazy-words']);
  });

  test('turned off and on again by the company while its place stays on screen, it comes back there without the place being shown anew', async () => {
    const log: string[] = [];
    const { words, notes } = world(log);
    renderWithPlugins(<Dock />, [notes, words]);
    expect(await screen.findByText('Notas: 3')).toBeTruthy();

    act(() => companyPluginsLoaded({ plugins: [{ id: 'lazy-notes', enabled: false }] }));
    await waitUntil(() => !screen.queryByText('Notas: 3'), { what: 'the widget to leave' });
    act(() => companyPluginsLoaded({ plugins: [{ id: 'lazy-notes', enabled: true }] }));
    expect(await screen.findByText('Notas: 3')).toBeTruthy();
    expect(log.filter((l) => l.startsWith('up:lazy-notes'))).toHaveLength(2);
  });

  test('a session where nothing shows their points leaves them unstarted: no messages, no code, even with their overlays hosted', async () => {
    const log: string[] = [];
    const { words, notes } = world(log);
    const { runtime } = renderWithPlugins(<Overlays />, [notes, words]);
    await act(async () => undefined);
    expect(runtime.activeIds()).toEqual([]);
    expect(log).toEqual([]);
    expect(runtime.hasCommand('lazy-notes.add')).toBe(true);
  });

  test('running one of their commands starts them first', async () => {
    const log: string[] = [];
    const { words, notes } = world(log);
    const { runtime } = renderWithPlugins(<Overlays />, [notes, words]);
    await act(() => runtime.runCommand('lazy-notes.add', { text: 'lembrar' }));
    expect(log).toEqual(['lazy-words:pt', 'up:lazy-words', 'lazy-notes:pt', 'up:lazy-notes with olá', 'add:lembrar (3)']);
  });

  test('a place about to show a point can start the plugins that fill it ahead of showing it', async () => {
    const log: string[] = [];
    const { words, notes } = world(log);
    const runtime = new PluginRuntime([notes, words]);
    runtime.reconcileActivation();
    runtime.contextFor(runtime.plugin('lazy-words')!).prepareToShow(['overlays', 'dockWidgets']);
    await waitUntil(() => runtime.activeIds().length === 2, { what: 'both to start' });
    expect(runtime.activeIds()).toEqual(['lazy-words', 'lazy-notes']);
    expect(log).toEqual(['lazy-words:pt', 'up:lazy-words', 'lazy-notes:pt', 'up:lazy-notes with olá']);
    runtime.deactivateAll();
  });

  test('a place painting first holds the starts its points trigger until it has painted; a command does not wait', async () => {
    const log: string[] = [];
    const { words, notes } = world(log);
    const { runtime } = renderWithPlugins(<Overlays />, [notes, words]);
    runtime.reconcileActivation();
    let painted!: () => void;
    const ctx = runtime.contextFor(runtime.plugin('lazy-words')!);
    ctx.holdStartsUntil(new Promise<void>((resolve) => (painted = resolve)));
    ctx.prepareToShow(['dockWidgets']);
    await act(async () => undefined);
    expect(runtime.activeIds()).toEqual([]);
    expect(log).toEqual([]);

    act(() => painted());
    await waitUntil(() => runtime.activeIds().length === 2, { what: 'both to start once painted' });
    expect(log).toEqual(['lazy-words:pt', 'up:lazy-words', 'lazy-notes:pt', 'up:lazy-notes with olá']);
    act(() => runtime.deactivateAll());
  });

  test('a hold never outlasts a second, and a command runs through one', async () => {
    const log: string[] = [];
    const { words, notes } = world(log);
    const { runtime } = renderWithPlugins(<Overlays />, [notes, words]);
    runtime.reconcileActivation();
    const ctx = runtime.contextFor(runtime.plugin('lazy-words')!);
    ctx.holdStartsUntil(new Promise<void>(() => undefined));
    await act(() => runtime.runCommand('lazy-notes.add', { text: 'já' }));
    expect(log).toContain('add:já (3)');
    runtime.deactivateAll();

    rstest.useFakeTimers();
    let second: PluginRuntime;
    try {
      second = renderWithPlugins(<Overlays />, [notes, words]).runtime;
      second.reconcileActivation();
      const held = second.contextFor(second.plugin('lazy-words')!);
      held.holdStartsUntil(new Promise<void>(() => undefined));
      held.prepareToShow(['dockWidgets']);
      await act(async () => void (await rstest.advanceTimersByTimeAsync(999)));
      expect(second.activeIds()).toEqual([]);
      await act(async () => void (await rstest.advanceTimersByTimeAsync(1)));
    } finally {
      rstest.useRealTimers();
    }
    await waitUntil(() => second.activeIds().length === 2, { what: 'both to start when the hold ran out' });
    act(() => second.deactivateAll());
  });

  test('a bar of choices lists them by their titles without starting them; the one it shows starts', async () => {
    const log: string[] = [];
    const { words, notes } = world(log);
    const { runtime } = renderWithPlugins(<ChoiceBar />, [notes, words]);
    // The title's messages load for the label; no code runs.
    const choice = await screen.findByRole('button', { name: 'Widget de lazy-notes' });
    expect(log).toEqual(['lazy-notes:pt']);
    expect(runtime.activeIds()).toEqual([]);

    fireEvent.click(choice);
    expect(await screen.findByText('Notas: 3')).toBeTruthy();
    expect(runtime.activeIds()).toEqual(['lazy-words', 'lazy-notes']);
    act(() => runtime.deactivateAll());
  });

  test('a bar of choices loads no labels for what its gates hide', async () => {
    const log: string[] = [];
    const hidden = definePlugin({
      id: 'lazy-hidden',
      title: { id: 'lazy-hidden.title' },
      description: { id: 'lazy-hidden.title' },
      activation: 'firstUse',
      messages: lazyMessages('lazy-hidden', log),
      contributes: {
        dockWidgets: [{ id: 'lazy-hidden.widget', title: { id: 'lazy-hidden.widget' }, icon: 'edit', order: 20, when: { conversation: 'selected' }, component: async () => ({ default: () => null }) }],
      },
    });
    const { words, notes } = world(log);
    renderWithPlugins(<ChoiceBar />, [notes, words, hidden]);
    await screen.findByRole('button', { name: 'Widget de lazy-notes' });
    expect(screen.queryAllByRole('button')).toHaveLength(1);
    expect(log).toEqual(['lazy-notes:pt']);
  });

  test('asking for the service of one that starts on first use (useOptionalService) starts it', async () => {
    const log: string[] = [];
    const { words } = world(log);
    const reader = definePlugin({ id: 'reader', title: { id: 'reader.title' }, description: { id: 'reader.title' }, messages: { pt: { 'reader.title': 'Leitor' }, en: { 'reader.title': 'Reader' } }, optional: ['lazy-words.dictionary'] });
    function Word() {
      const dictionary = useOptionalService('lazy-words.dictionary');
      return <p>{dictionary ? `A palavra: ${dictionary.word()}` : 'Sem dicionário'}</p>;
    }
    renderWithPlugins(<Word />, [reader, words]);
    expect(screen.getByText('Sem dicionário')).toBeTruthy();
    expect(await screen.findByText('A palavra: olá')).toBeTruthy();
  });

  test('an activate that fails is shown like any start that failed, and its retry starts it', async () => {
    let broken = true;
    const log: string[] = [];
    const { words, notes } = world(log, { activateFails: () => broken });
    renderWithPlugins(<Dock />, [notes, words]);
    expect((await screen.findByRole('alert')).textContent).toContain('O plugin «Plugin lazy-notes» falhou ao iniciar: the store is broken');
    expect(screen.queryByText('Widget de lazy-notes')).toBeNull();
    expect(logged).toContain('[plugins] "lazy-notes" failed to start');

    broken = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Tentar iniciar o plugin «Plugin lazy-notes» de novo' })));
    expect(await screen.findByText('Notas: 3')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('a session that ends while one starts undoes it: nothing keeps running', async () => {
    const log: string[] = [];
    const { words, notes } = world(log);
    const runtime = new PluginRuntime([notes, words]);
    runtime.reconcileActivation();
    const started = runtime.use('lazy-notes');
    runtime.deactivateAll();
    await started;
    expect(runtime.activeIds()).toEqual([]);
    expect(log.filter((line) => line.startsWith('up:lazy-notes'))).toEqual([]);
  });

  test('what cannot work is refused where it is declared', () => {
    const loads: string[] = [];
    expect(() => definePlugin({ id: 'eager', title: { id: 'eager.title' }, description: { id: 'eager.title' }, messages: lazyMessages('eager', loads) })).toThrow(
      "plugin \"eager\" loads its Portuguese messages, which only a plugin that starts on first use (activation: 'firstUse') may do",
    );
    const { words } = world([]);
    const needsWords = definePlugin({ id: 'needs-words', title: { id: 'needs-words.title' }, description: { id: 'needs-words.title' }, requires: ['lazy-words.dictionary'] });
    expect(() => new PluginRuntime([needsWords, words])).toThrow('plugin "needs-words" requires the service "lazy-words.dictionary", which "lazy-words" provides only once it is first used');
  });

  test('a plugin that starts with the session and activates asynchronously fails, saying why', () => {
    const hasty = definePlugin({ id: 'hasty', title: { id: 'hasty.title' }, description: { id: 'hasty.title' }, messages: { pt: { 'hasty.title': 'Apressado' }, en: { 'hasty.title': 'Hasty' } }, activate: async () => undefined });
    const runtime = new PluginRuntime([hasty]);
    runtime.reconcileActivation();
    expect(runtime.status.hasty).toEqual({ state: 'failed', reason: 'threw', error: "activate returned a promise: only a plugin that starts on first use (activation: 'firstUse') starts asynchronously" });
    expect(logged).toContain('[plugins] "hasty" failed to start');
  });
});
