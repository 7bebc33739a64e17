import { describe, expect, test } from '@rstest/core';
import { PluginRuntime } from '../core/plugins/runtime';
import { planActivation } from '../core/plugins/activationPlan';
import { installedPlugins } from './installedPlugins';

describe('the installed plugins', () => {
  test('install together: no command, service, contribution point, message or contribution id claimed twice', () => {
    expect(() => new PluginRuntime(installedPlugins)).not.toThrow();
  });

  test('all start, providers before their consumers, when every one of them is on', () => {
    const runtime = new PluginRuntime(installedPlugins);
    const plan = planActivation(runtime.plugins);
    expect([...plan.refused.keys()]).toEqual([]);
    const position = (id: string) => plan.order.findIndex((p) => p.id === id);
    for (const plugin of plan.order) {
      for (const service of [...(plugin.requires ?? []), ...(plugin.optional ?? [])]) {
        const provider = plan.order.find((p) => p.provides === service)!;
        expect(position(provider.id)).toBeLessThan(position(plugin.id));
      }
    }
  });
});
