import { describe, expect, test } from '@rstest/core';
import { act, fireEvent, screen } from '@testing-library/react';
import * as z from 'zod/mini';
import { store } from '../state/store';
import { renderWithPlugins } from '../testing/render';
import { testSession, useTestSession } from '../testing/session';
import { definePlugin } from './definePlugin';
import { useContributions } from './react';
import { PluginRuntime } from './runtime';
import type { PluginContext } from './types';

declare module '@tessera/core' {
  interface Commands {
    'alpha.hello': string;
    'beta.hello': string;
  }
}

const logged = useTestSession();

const messages = (id: string) => ({ pt: { [`${id}.title`]: id }, en: { [`${id}.title`]: id } });

function pluginWithCommand(id: 'alpha' | 'beta', log: string[]) {
  return definePlugin({
    id,
    title: { id: `${id}.title` },
    description: { id: `${id}.title` },
    messages: messages(id),
    contributes: {
      commands: [{ id: `${id}.hello`, run: (ctx: PluginContext, args: string) => `${ctx.pluginId} says ${args}` }],
      userMenuItems: [{ id: `${id}.item`, label: { id: `${id}.title` }, order: 1, command: `${id}.hello` }],
    },
    activate() {
      log.push(`up:${id}`);
      return () => log.push(`down:${id}`);
    },
  });
}

function MenuItems() {
  const items = useContributions('userMenuItems');
  return (
    <ul>
      {items.map(({ contribution }) => (
        <li key={contribution.id}>{contribution.id}</li>
      ))}
    </ul>
  );
}

describe('plugin registry', () => {
  test('definePlugin refuses bad ids, ids outside the plugin’s namespace, duplicate contributions and missing translations', () => {
    expect(() => definePlugin({ id: 'Bad Id', title: { id: 'x' }, description: { id: 'x' } })).toThrow(/lower-case/);
    const alphaHello = { id: 'alpha.hello' as const, run: () => 1 };
    expect(() => definePlugin({ id: 'dup', title: { id: 'x' }, description: { id: 'x' }, contributes: { commands: [alphaHello] } })).toThrow(
      /plugin "dup" declares the command "alpha.hello": it must be namespaced as "dup.<name>"/,
    );
    expect(() => definePlugin({ id: 'alpha', title: { id: 'x' }, description: { id: 'x' }, contributes: { commands: [alphaHello, alphaHello] } })).toThrow(/twice/);
    expect(() => definePlugin({ id: 'half', title: { id: 'a' }, description: { id: 'a' }, messages: { pt: { a: 'a' }, en: {} } })).toThrow('plugin "half" lacks translations for: a');
    expect(() =>
      definePlugin({ id: 'typo', title: { id: 'typo.title' }, description: { id: 'typo.titel' }, messages: { pt: { 'typo.title': 'T' }, en: { 'typo.title': 'T' } } }),
    ).toThrow('plugin "typo" names messages its messages lack: typo.titel');
  });

  test('two plugins claiming one command or one tile id are refused at installation, naming both', () => {
    const alpha = pluginWithCommand('alpha', []);
    const impostor = { ...pluginWithCommand('beta', []), contributes: { commands: alpha.contributes!.commands } };
    expect(() => new PluginRuntime([alpha, impostor])).toThrow('the command "alpha.hello" is declared by both "alpha" and "beta"');
    const tile = { id: 'panel', title: { id: 'x' }, icon: 'grid' as const, component: async () => ({ default: () => null }) };
    const one = definePlugin({ id: 'one', title: { id: 'x' }, description: { id: 'x' }, contributes: { tiles: [tile] } });
    const two = definePlugin({ id: 'two', title: { id: 'x' }, description: { id: 'x' }, contributes: { tiles: [tile] } });
    expect(() => new PluginRuntime([one, two])).toThrow('the tiles contribution "panel" is declared by both "one" and "two"');
  });

  test('commands run with their plugin’s context, only while the plugin runs', async () => {
    const runtime = new PluginRuntime([pluginWithCommand('alpha', [])]);
    runtime.reconcileActivation();
    await expect(runtime.runCommand('alpha.hello', 'oi')).resolves.toBe('alpha says oi');
    // A typo in a command's id, or an argument of the wrong type, does not compile.
    // @ts-expect-error no command 'alpha.helo'
    await expect(runtime.runCommand('alpha.helo', 'oi')).rejects.toThrow('no installed plugin provides the command "alpha.helo"');
    // @ts-expect-error 'alpha.hello' takes a string
    await expect(runtime.runCommand('alpha.hello', 42)).resolves.toBe('alpha says 42');
    store.company = { loaded: true, remotes: [], plugins: { alpha: { enabled: false } } };
    runtime.reconcileActivation();
    await expect(runtime.runCommand('alpha.hello', 'oi')).rejects.toThrow(/not available: its plugin "alpha" is not running/);
  });

  test('turning a plugin off for the company disposes it and removes its contributions, live', async () => {
    const log: string[] = [];
    const { runtime } = renderWithPlugins(<MenuItems />, [pluginWithCommand('alpha', log), pluginWithCommand('beta', log)]);
    expect(screen.getByText('alpha.item')).toBeTruthy();
    expect(log).toEqual(['up:alpha', 'up:beta']);

    await act(async () => {
      store.company = { loaded: true, remotes: [], plugins: { alpha: { enabled: false } } };
    });
    expect(screen.queryByText('alpha.item')).toBeNull();
    expect(screen.getByText('beta.item')).toBeTruthy();
    expect(log).toEqual(['up:alpha', 'up:beta', 'down:alpha']);
    expect(runtime.activeIds()).toEqual(['beta']);
  });

  test('plugins run only while a session is on: signing out disposes them all, in reverse order', async () => {
    const log: string[] = [];
    renderWithPlugins(<MenuItems />, [pluginWithCommand('alpha', log), pluginWithCommand('beta', log)]);
    await act(async () => {
      store.session = null;
    });
    expect(log).toEqual(['up:alpha', 'up:beta', 'down:beta', 'down:alpha']);
    expect(screen.queryByText('alpha.item')).toBeNull();
  });

  test('a plugin disabled by default stays off until the company turns it on', () => {
    const runtime = new PluginRuntime([{ ...pluginWithCommand('alpha', []), enabledByDefault: false }]);
    expect(runtime.enabledPlugins()).toEqual([]);
    store.company = { loaded: true, remotes: [], plugins: { alpha: { enabled: true } } };
    expect(runtime.enabledPlugins().map((p) => p.id)).toEqual(['alpha']);
  });

  test('a plugin-level gate decides activation, live', async () => {
    const log: string[] = [];
    const gated = { ...pluginWithCommand('alpha', log), when: { feature: 'Insight' } as const };
    renderWithPlugins(<MenuItems />, [gated]);
    expect(log).toEqual([]);
    expect(screen.queryByText('alpha.item')).toBeNull();
    await act(async () => {
      store.session = testSession({ features: [{ name: 'Insight', active: true, required: false, config: { list: [] } }] });
    });
    expect(log).toEqual(['up:alpha']);
    expect(screen.getByText('alpha.item')).toBeTruthy();
  });

  test('new company settings restart the plugin with them; the same settings again do not', () => {
    const seen: string[] = [];
    const plugin = definePlugin({
      id: 'delta',
      title: { id: 'delta.title' },
      description: { id: 'delta.title' },
      messages: messages('delta'),
      config: z.object({ skills: z._default(z.array(z.string()), []) }),
      activate(ctx) {
        seen.push(`up:${ctx.config.skills.join(',')}`);
        return () => seen.push('down');
      },
    });
    const runtime = new PluginRuntime([plugin]);
    runtime.reconcileActivation();
    store.company = { loaded: true, remotes: [], plugins: { delta: { enabled: true, config: { skills: ['a'] } } } };
    runtime.reconcileActivation();
    store.company = { loaded: true, remotes: [], plugins: { delta: { enabled: true, config: { skills: ['a'] } } } };
    runtime.reconcileActivation();
    expect(seen).toEqual(['up:', 'down', 'up:a']);
    runtime.deactivateAll();
  });

  test('two plugins using one message id are refused at installation, naming both', () => {
    const named = { title: { id: 'shared.title' }, description: { id: 'shared.title' } };
    const one = definePlugin({ id: 'one', ...named, messages: { pt: { 'shared.title': 'Um' }, en: { 'shared.title': 'One' } } });
    const two = definePlugin({ id: 'two', ...named, messages: { pt: { 'shared.title': 'Dois' }, en: { 'shared.title': 'Two' } } });
    expect(() => new PluginRuntime([one, two])).toThrow('the message "shared.title" is declared by both "one" and "two"');
  });

  test('the same plugin cannot be installed twice', () => {
    const p = pluginWithCommand('alpha', []);
    expect(() => new PluginRuntime([p, p])).toThrow(/installed twice/);
  });
});

describe('plugin context', () => {
  test('the state a plugin gets is read-only and carries no bearer token', () => {
    let seen: { write?: unknown; token?: unknown; keys?: string[]; userName?: string } = {};
    const reader = definePlugin({
      id: 'reader',
      title: { id: 'x' },
      description: { id: 'x' },
      activate(ctx) {
        const state = ctx.state as unknown as { selectedConversationId: string | null; session: Record<string, unknown> };
        try {
          state.selectedConversationId = 'stolen';
        } catch (error) {
          seen.write = error;
        }
        seen = { ...seen, token: state.session.authorization, keys: Object.keys(state.session), userName: ctx.state.session?.user.name };
      },
    });
    new PluginRuntime([reader]).reconcileActivation();
    expect(seen.write).toBeInstanceOf(TypeError);
    expect(store.selectedConversationId).toBeNull();
    expect(seen.token).toBeUndefined();
    expect(seen.keys).not.toContain('authorization');
    expect(seen.userName).toBe('Ana Souza');
  });
});
