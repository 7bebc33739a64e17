import { describe, expect, rs, test } from '@rstest/core';
import { act } from '@testing-library/react';
import { store } from '../../state/store';
import { renderWithPlugins } from '../../testing/render';
import { useTestSession } from '../../testing/session';
import { definePlugin } from '../definePlugin';
import { PluginRuntime } from '../runtime';
import { pluginOfModule } from './contract';
import type { RemoteLoad } from './loadRemotePlugin';
import { remoteAddress } from './remoteAddress';
import { followCompanyRemotes, REMOTE_RETRY_MS } from './remotePlugins';

useTestSession();

const messages = (id: string) => ({ pt: { [`${id}.title`]: id }, en: { [`${id}.title`]: id } });

function plugin(id: string, log: string[] = []) {
  return definePlugin({
    id,
    title: { id: `${id}.title` },
    description: { id: `${id}.title` },
    messages: messages(id),
    contributes: { userMenuItems: [{ id: `${id}.item`, label: { id: `${id}.title` }, order: 1, command: `${id}.hello` as never }] },
    activate() {
      log.push(`up:${id}`);
      return () => log.push(`down:${id}`);
    },
  });
}

describe('the address of a remote plugin', () => {
  const base = 'https://tessera.example.com/admin/plugins';
  test('https anywhere; http only on the workspace origin or this machine; nothing else', () => {
    expect(remoteAddress('https://plugins.example.com/deductible/mf-manifest.json', base)?.href).toBe('https://plugins.example.com/deductible/mf-manifest.json');
    expect(remoteAddress('/plugins/deductible/mf-manifest.json', base)?.href).toBe('https://tessera.example.com/plugins/deductible/mf-manifest.json');
    expect(remoteAddress('http://localhost:3001/mf-manifest.json', base)).toBeDefined();
    expect(remoteAddress('http://plugins.example.com/mf-manifest.json', base)).toBeUndefined();
    expect(remoteAddress('javascript:alert(1)', base)).toBeUndefined();
    expect(remoteAddress('data:text/javascript,alert(1)', base)).toBeUndefined();
    expect(remoteAddress('https://user:secret@plugins.example.com/m.json', base)).toBeUndefined();
    expect(remoteAddress('   ', base)).toBeUndefined();
    expect(remoteAddress(`https://x.example.com/${'a'.repeat(3000)}`, base)).toBeUndefined();
  });
});

describe('the plugin contract of a remote module', () => {
  test('a definePlugin default export (or `plugin`) passes as the very object it exported', () => {
    const exported = plugin('remote-one');
    const found = pluginOfModule({ default: exported });
    expect(found).toEqual({ ok: true, plugin: exported });
    expect(found.ok && found.plugin).toBe(exported);
    expect(pluginOfModule({ plugin: exported }).ok).toBe(true);
  });

  test('what is not a plugin is refused with what is wrong, in words', () => {
    expect(pluginOfModule({})).toEqual({ ok: false, problems: 'the module "./plugin" exports no plugin (a default export or `plugin`)' });
    const noMessages = pluginOfModule({ default: { id: 'x', title: { id: 'x.title' } } });
    expect(noMessages.ok).toBe(false);
    expect(!noMessages.ok && noMessages.problems).toContain('messages');
    const badId = pluginOfModule({ default: { ...plugin('ok'), id: 'Not An Id' } });
    expect(!badId.ok && badId.problems).toContain('id: a lowercase id');
    const badGate = pluginOfModule({ default: { ...plugin('ok'), when: { channel: 42 } } });
    expect(!badGate.ok && badGate.problems).toContain('when');
    // The administration names every plugin by its title and description.
    const noDescription = pluginOfModule({ default: { ...plugin('ok'), description: undefined } });
    expect(!noDescription.ok && noDescription.problems).toContain('description');
    const activateNotFunction = pluginOfModule({ default: { ...plugin('ok'), activate: 'run' } });
    expect(!activateNotFunction.ok && activateNotFunction.problems).toContain('activate: expected a function');
  });
});

describe('plugins installed while the window runs', () => {
  test('one installed later starts like the others, its contributions show, and uninstalling stops it', async () => {
    const log: string[] = [];
    const { runtime } = renderWithPlugins(<p>workspace</p>, [plugin('alpha', log)]);
    expect(log).toEqual(['up:alpha']);
    const before = runtime.catalog.version;
    await act(async () => runtime.install(plugin('remote', log)));
    expect(log).toEqual(['up:alpha', 'up:remote']);
    expect(runtime.catalog.version).toBe(before + 1);
    expect(runtime.pluginMessages.map((m) => Object.keys(m.pt))).toEqual([['alpha.title'], ['remote.title']]);
    await act(async () => runtime.uninstall('remote'));
    expect(log).toEqual(['up:alpha', 'up:remote', 'down:remote']);
    expect(runtime.plugins.map((p) => p.id)).toEqual(['alpha']);
    expect(runtime.isActive('alpha')).toBe(true);
  });

  test('one that claims what an installed plugin has is refused, and nothing changes', () => {
    const runtime = new PluginRuntime([plugin('alpha')]);
    expect(() => runtime.install(plugin('alpha'))).toThrow('a plugin with the id "alpha" is already installed');
    const thief = { ...plugin('thief'), messages: messages('alpha') };
    expect(() => runtime.install(thief)).toThrow('the message "alpha.title" is declared by both "alpha" and "thief"');
    expect(runtime.plugins.map((p) => p.id)).toEqual(['alpha']);
    expect(runtime.catalog.version).toBe(0);
  });

  test('a company remote that cannot load is skipped: the other plugins keep running', async () => {
    const log: string[] = [];
    const { runtime } = renderWithPlugins(<p>workspace</p>, [plugin('alpha', log)]);
    await act(async () => {
      store.company = { loaded: true, plugins: {}, remotes: ['ftp://plugins.example.com/mf-manifest.json'] };
    });
    expect(runtime.plugins.map((p) => p.id)).toEqual(['alpha']);
    expect(runtime.isActive('alpha')).toBe(true);
    expect(log).toEqual(['up:alpha']);
  });

  test('a remote whose host was down is tried again later, and joins the workspace once its host answers', async () => {
    rs.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const runtime = new PluginRuntime([plugin('alpha')]);
      const answers: RemoteLoad[] = [{ ok: false, reason: 'unreachable', detail: 'Failed to fetch' }, { ok: false, reason: 'status', status: 503 }, { ok: true, plugin: plugin('remote') }];
      const asked: string[] = [];
      const load = async (url: string) => {
        asked.push(url);
        return answers.shift()!;
      };
      store.company = { loaded: true, plugins: {}, remotes: ['https://plugins.example.com/mf-manifest.json'] };
      const unfollow = followCompanyRemotes(runtime, load);
      await rs.advanceTimersByTimeAsync(0);
      expect(asked).toHaveLength(1);
      expect(runtime.plugins.map((p) => p.id)).toEqual(['alpha']);
      await rs.advanceTimersByTimeAsync(REMOTE_RETRY_MS[0]);
      expect(asked).toHaveLength(2);
      expect(runtime.plugins.map((p) => p.id)).toEqual(['alpha']);
      await rs.advanceTimersByTimeAsync(REMOTE_RETRY_MS[1]);
      expect(asked).toHaveLength(3);
      expect(runtime.plugins.map((p) => p.id)).toEqual(['alpha', 'remote']);
      // Taken off the company's list: uninstalled, and never asked again.
      store.company = { loaded: true, plugins: {}, remotes: [] };
      await rs.advanceTimersByTimeAsync(0);
      expect(runtime.plugins.map((p) => p.id)).toEqual(['alpha']);
      unfollow();
    } finally {
      rs.useRealTimers();
    }
  });
});
