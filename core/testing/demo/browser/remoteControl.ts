import { setPluginBroken, setPluginStartBroken } from '../../../plugins/faults';
import type { RemoteMethod } from '../backend/wire';
import type { DemoControl } from '../control';
import { remoteMethods } from '../coreControls';
import { sliceControlNames } from '../slices';
import { demoAccounts } from '../model/accounts';
import type { BackendClient } from './BackendClient';

/** `window.tesseraDemo` of a window: the backend's control, plus the window's own plugin faults. */
export function remoteControl(client: BackendClient): DemoControl {
  const methods: RemoteMethod[] = [...remoteMethods, ...(sliceControlNames() as RemoteMethod[])];
  const remote = Object.fromEntries(methods.map((method) => [method, (...args: unknown[]) => client.call(method, args)]));
  return {
    ...(remote as Pick<DemoControl, RemoteMethod>),
    accounts: demoAccounts,
    breakPlugin: async (pluginId, broken = true) => setPluginBroken(pluginId, broken),
    breakPluginStart: async (pluginId, broken = true) => setPluginStartBroken(pluginId, broken),
  };
}
