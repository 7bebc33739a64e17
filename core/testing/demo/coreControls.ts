import type { RemoteMethod } from './backend/wire';
import type { CoreDemoControl } from './control';

/** Every control method the backend answers (the check below fails to compile if one is missing). */
export const remoteMethods = [
  'newConversation', 'bringConversations', 'addQuietConversations', 'crowdConversation', 'consumerSends', 'consumerSendsFile', 'authorSends', 'longConversation', 'uploads', 'closeByClient', 'markInactive', 'setInactivityTime',
  'dropConnection', 'setPluginEnabled', 'setPluginConfig', 'setCompanyLayout', 'logoutByManager', 'forceLogout', 'endSession', 'userEvents',
  'setConversationsCheckOk', 'failConversationChecks', 'transferBySystem', 'managerJoin', 'setSlaLate', 'setFeature', 'features',
  'setAvailabilityFailure', 'isAvailabilityFailing', 'pause', 'resume', 'isPaused',
  'reset', 'lastPasswordResetLink', 'skills', 'issueSsoCode', 'issueSsoTicket',
] as const satisfies readonly RemoteMethod[];
/** The core's own remote methods (a feature slice's controls are forwarded by name, see slices.ts). */
type CoreRemoteMethod = Extract<RemoteMethod, keyof CoreDemoControl>;
const everyMethodListed: Exclude<CoreRemoteMethod, (typeof remoteMethods)[number]> extends never ? true : never = true;
void everyMethodListed;


/** Every name the core's control takes: a feature slice may not reuse one. */
export const coreControlNames: readonly string[] = [...remoteMethods, 'accounts', 'breakPlugin', 'breakPluginStart'];
