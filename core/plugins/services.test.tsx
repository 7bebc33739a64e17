import { describe, expect, test } from '@rstest/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithPlugins } from '../testing/render';
import { useTestSession } from '../testing/session';
import { definePlugin } from './definePlugin';
import { useContributions, useService } from './react';
import { RenderContribution } from './RenderContribution';
import { setPluginStartBroken } from './faults';
import { PluginRuntime } from './runtime';

declare module '@tessera/core' {
  interface Services {
    'clock.time': { now(): string };
    'words.dictionary': { word(): string };
    'ring-a.service': { a: true };
    'ring-b.service': { b: true };
  }
}

const logged = useTestSession();

const named = (id: string) => ({ title: { id: `${id}.title` }, description: { id: `${id}.title` }, messages: { pt: { [`${id}.title`]: `Plugin ${id}` }, en: { [`${id}.title`]: `Plugin ${id}` } } });

function world(log: string[], options: { clockThrows?: () => boolean } = {}) {
  // Installed consumer first: the runtime still starts the provider before it.
  const speaker = definePlugin({
    id: 'speaker',
    ...named('speaker'),
    requires: ['clock.time'],
    optional: ['words.dictionary'],
    contributes: { overlays: [{ id: 'speaker.says', component: async () => ({ default: Speaker }) }] },
    activate(_ctx, services) {
      log.push(`up:speaker at ${services['clock.time'].now()} with ${services['words.dictionary']?.word() ?? 'no dictionary'}`);
      return () => log.push('down:speaker');
    },
  });
  const clock = definePlugin({
    id: 'clock',
    ...named('clock'),
    provides: 'clock.time',
    activate() {
      if (options.clockThrows?.()) throw new Error('the clock is broken');
      log.push('up:clock');
      return { service: { now: () => '10:00' }, dispose: () => log.push('down:clock') };
    },
  });
  return { speaker, clock };
}

function Speaker() {
  const clock = useService('clock.time');
  return <p>It is {clock.now()}</p>;
}

function Overlays() {
  return (
    <>
      {useContributions('overlays').map(({ plugin, contribution }) => (
        <RenderContribution key={contribution.id} plugin={plugin} component={contribution.component} props={{}} />
      ))}
    </>
  );
}

describe('plugin services', () => {
  test('providers start before their consumers, which get the services; disposal goes in reverse', () => {
    const log: string[] = [];
    const { speaker, clock } = world(log);
    const runtime = new PluginRuntime([speaker, clock]);
    runtime.reconcileActivation();
    expect(runtime.activeIds()).toEqual(['clock', 'speaker']);
    expect(log).toEqual(['up:clock', 'up:speaker at 10:00 with no dictionary']);
    runtime.deactivateAll();
    expect(log.slice(2)).toEqual(['down:speaker', 'down:clock']);
  });

  test('an optional service is passed when its provider runs', () => {
    const log: string[] = [];
    const { speaker, clock } = world(log);
    const dictionary = definePlugin({ id: 'words', ...named('words'), provides: 'words.dictionary', activate: () => ({ service: { word: () => 'olá' } }) });
    new PluginRuntime([speaker, clock, dictionary]).reconcileActivation();
    expect(log).toContain('up:speaker at 10:00 with olá');
  });

  test('a missing required service keeps the consumer down and says which', () => {
    const log: string[] = [];
    const { speaker } = world(log);
    const runtime = new PluginRuntime([speaker]);
    runtime.reconcileActivation();
    expect(runtime.activeIds()).toEqual([]);
    expect(runtime.status.speaker).toEqual({ state: 'failed', reason: 'missing', service: 'clock.time', provider: undefined });
    expect(logged).toContain('[plugins] "speaker" does not start: it requires the service "clock.time", which no enabled plugin provides');
  });

  test('plugins whose services depend on each other in a cycle are refused, naming the cycle', () => {
    const a = definePlugin({ id: 'ring-a', ...named('ring-a'), provides: 'ring-a.service', requires: ['ring-b.service'], activate: () => ({ service: { a: true as const } }) });
    const b = definePlugin({ id: 'ring-b', ...named('ring-b'), provides: 'ring-b.service', requires: ['ring-a.service'], activate: () => ({ service: { b: true as const } }) });
    const runtime = new PluginRuntime([a, b]);
    runtime.reconcileActivation();
    expect(runtime.activeIds()).toEqual([]);
    expect(runtime.status['ring-a']).toEqual({ state: 'failed', reason: 'cycle', cycle: ['ring-a', 'ring-b', 'ring-a'] });
    expect(logged.some((m) => m.includes('cycle: ring-b -> ring-a -> ring-b'))).toBe(true);
  });

  test('two plugins providing one service are refused at installation, naming both', () => {
    const { clock } = world([]);
    expect(() => new PluginRuntime([clock, { ...clock, id: 'other-clock' }])).toThrow('the service "clock.time" is declared by both "clock" and "other-clock"');
  });

  test('an activate that throws is shown like a render failure, its consumers’ contributions do not render, and retry starts them', async () => {
    let broken = true;
    const log: string[] = [];
    const { speaker, clock } = world(log, { clockThrows: () => broken });
    renderWithPlugins(<Overlays />, [speaker, clock]);
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      expect.stringContaining('O plugin «Plugin speaker» não iniciou: ele precisa do serviço «clock.time» do plugin «Plugin clock»'),
      expect.stringContaining('O plugin «Plugin clock» falhou ao iniciar: the clock is broken'),
    ]);
    expect(screen.queryByText(/It is/)).toBeNull();
    expect(logged).toContain('[plugins] "clock" failed to start');

    broken = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Tentar iniciar o plugin «Plugin clock» de novo' })));
    expect(await screen.findByText('It is 10:00')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('a running provider whose restart fails takes its consumers down with it, in reverse order', () => {
    const log: string[] = [];
    const { speaker, clock } = world(log);
    const runtime = new PluginRuntime([speaker, clock]);
    runtime.reconcileActivation();
    setPluginStartBroken('clock', true);
    try {
      runtime.restart(['clock']);
    } finally {
      setPluginStartBroken('clock', false);
    }
    expect(log).toEqual(['up:clock', 'up:speaker at 10:00 with no dictionary', 'down:speaker', 'down:clock']);
    expect(runtime.activeIds()).toEqual([]);
    expect(runtime.status.speaker).toMatchObject({ state: 'failed', reason: 'missing', provider: 'clock' });
    runtime.retry('clock');
    expect(runtime.activeIds()).toEqual(['clock', 'speaker']);
  });

  test('a component using a service its plugin did not declare fails inside its boundary, naming the plugin', async () => {
    const { clock } = world([]);
    const sneaky = definePlugin({ id: 'sneaky', ...named('sneaky'), contributes: { overlays: [{ id: 'sneaky.peek', component: async () => ({ default: Speaker }) }] } });
    const original = console.error;
    console.error = () => undefined; // React reports the caught render error; the boundary shows it.
    try {
      renderWithPlugins(<Overlays />, [clock, sneaky]);
      expect(await screen.findByText('O plugin «Plugin sneaky» parou de funcionar.')).toBeTruthy();
    } finally {
      console.error = original;
    }
    expect(logged).toContain('[plugins] "sneaky" failed while rendering');
  });
});
