import { setPluginBroken } from '../../../plugins/faults';
import type { RemoteMethod } from '../backend/wire';
import type { DemoControl } from '../control';
import { demoAccounts } from '../model/accounts';
import type { BackendClient } from './BackendClient';

/** Every control method the backend answers (the check below fails to compile if one is missing). */
export const remoteMethods = [
  'newConversation', 'bringConversations', 'addQuietConversations', 'crowdConversation', 'consumerSends', 'closeByClient', 'markInactive', 'setInactivityTime',
  'dropConnection', 'setPluginEnabled', 'setPluginConfig', 'logoutByManager', 'forceLogout', 'endSession', 'userEvents',
  'setConversationsCheckOk', 'failConversationChecks', 'transferBySystem', 'managerJoin', 'setSlaLate', 'cockpitReports',
  'setAvailabilityFailure', 'isAvailabilityFailing', 'setMetricsFailure', 'isMetricsFailing', 'pause', 'resume', 'isPaused',
  'reset', 'lastPasswordResetLink', 'skills', 'queueSummary', 'enqueue', 'setQueueWaiting', 'issueSsoCode', 'issueSsoTicket',
] as const satisfies readonly RemoteMethod[];
const everyMethodListed: Exclude<RemoteMethod, (typeof remoteMethods)[number]> extends never ? true : never = true;
void everyMethodListed;

/** `window.tesseraDemo` of a window: the backend's control, plus the window's own plugin faults. */
export function remoteControl(client: BackendClient): DemoControl {
  const remote = Object.fromEntries(remoteMethods.map((method) => [method, (...args: unknown[]) => client.call(method, args)]));
  return {
    ...(remote as Pick<DemoControl, RemoteMethod>),
    accounts: demoAccounts,
    breakPlugin: async (pluginId, broken = true) => setPluginBroken(pluginId, broken),
  };
}
