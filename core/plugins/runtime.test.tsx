import { afterEach, describe, expect, test } from '@rstest/core';
import { act, screen } from '@testing-library/react';
import { z } from 'zod';
import { resetStore, store } from '../state/store';
import { renderWithPlugins } from '../testing/render';
import { definePlugin } from './definePlugin';
import { useContributions } from './react';
import { PluginRuntime } from './runtime';

afterEach(() => resetStore());

const messages = (id: string) => ({ pt: { [`${id}.title`]: id }, en: { [`${id}.title`]: id } });

function pluginWithCommand(id: string, log: string[]) {
  return definePlugin({
    id,
    title: { id: `${id}.title` },
    description: { id: `${id}.title` },
    messages: messages(id),
    contributes: {
      commands: [{ id: `${id}.hello`, run: (ctx, args) => `${ctx.pluginId} says ${String(args)}` }],
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
  test('definePlugin refuses bad ids, duplicate contributions and missing translations', () => {
    expect(() => definePlugin({ id: 'Bad Id', title: { id: 'x' }, description: { id: 'x' } })).toThrow(/lower-case/);
    expect(() =>
      definePlugin({
        id: 'dup',
        title: { id: 'x' },
        description: { id: 'x' },
        contributes: { commands: [{ id: 'a', run: () => 1 }, { id: 'a', run: () => 2 }] },
      }),
    ).toThrow(/twice/);
    expect(() => definePlugin({ id: 'half', title: { id: 'x' }, description: { id: 'x' }, messages: { pt: { a: 'a' }, en: {} } })).toThrow(/a/);
  });

  test('commands run with their plugin’s context, only while the plugin is enabled', async () => {
    const runtime = new PluginRuntime([pluginWithCommand('alpha', [])]);
    await expect(runtime.runCommand('alpha.hello', 'oi')).resolves.toBe('alpha says oi');
    store.company = { loaded: true, plugins: { alpha: { enabled: false } } };
    await expect(runtime.runCommand('alpha.hello')).rejects.toThrow(/no enabled plugin/);
  });

  test('turning a plugin off for the company disposes it and removes its contributions, live', async () => {
    const log: string[] = [];
    const { runtime } = renderWithPlugins(<MenuItems />, [pluginWithCommand('alpha', log), pluginWithCommand('beta', log)]);
    expect(screen.getByText('alpha.item')).toBeTruthy();
    expect(log).toEqual(['up:alpha', 'up:beta']);

    await act(async () => {
      store.company = { loaded: true, plugins: { alpha: { enabled: false } } };
    });
    expect(screen.queryByText('alpha.item')).toBeNull();
    expect(screen.getByText('beta.item')).toBeTruthy();
    expect(log).toEqual(['up:alpha', 'up:beta', 'down:alpha']);
    expect(runtime.activeIds()).toEqual(['beta']);
  });

  test('a plugin disabled by default stays off until the company turns it on', () => {
    const runtime = new PluginRuntime([{ ...pluginWithCommand('gamma', []), enabledByDefault: false }]);
    expect(runtime.enabledPlugins()).toEqual([]);
    store.company = { loaded: true, plugins: { gamma: { enabled: true } } };
    expect(runtime.enabledPlugins().map((p) => p.id)).toEqual(['gamma']);
  });

  test('new company settings restart the plugin with them; the same settings again do not', () => {
    const seen: string[] = [];
    const plugin = definePlugin({
      id: 'delta',
      title: { id: 'delta.title' },
      description: { id: 'delta.title' },
      messages: messages('delta'),
      config: z.object({ skills: z.array(z.string()).default([]) }),
      activate(ctx) {
        seen.push(`up:${ctx.config.skills.join(',')}`);
        return () => seen.push('down');
      },
    });
    const runtime = new PluginRuntime([plugin]);
    runtime.reconcileActivation();
    store.company = { loaded: true, plugins: { delta: { enabled: true, config: { skills: ['a'] } } } };
    runtime.reconcileActivation();
    store.company = { loaded: true, plugins: { delta: { enabled: true, config: { skills: ['a'] } } } };
    runtime.reconcileActivation();
    expect(seen).toEqual(['up:', 'down', 'up:a']);
    runtime.deactivateAll();
  });

  test('the same plugin cannot be installed twice', () => {
    const p = pluginWithCommand('alpha', []);
    expect(() => new PluginRuntime([p, p])).toThrow(/installed twice/);
  });
});
