/**
 * The public API of the Tessera core: everything a plugin may use. Plugins import from
 * '@tessera/core' only, never from core's files or from other plugins.
 */

// Plugins
export { definePlugin } from './plugins/definePlugin';
export type * from './plugins/types';
export type { ConversationFlag, GateContext, KeyGate, When } from './plugins/when';
export type {
  Channel,
  CommandArgs,
  CommandId,
  Commands,
  ContributionPointId,
  ContributionPoints,
  FeatureName,
  GateKeyId,
  GateKeys,
  KnownChannels,
  KnownFeatures,
  KnownPermissions,
  KnownRoles,
  PermissionName,
  RoleName,
  ServiceId,
  Services,
} from './plugins/registries';
export { evaluateWhen } from './plugins/when';
export type { MessageLoader, MessageTable, PluginMessages } from './i18n/messages';
export { type TriggerListbox, useTriggerListbox } from './plugins/useTriggerListbox';
export { useCommands, useContributions, useCurrentPlugin, useGateContext, useOptionalService, usePluginConfig, usePluginStarted, useService, type CommandRunner } from './plugins/react';
export { RenderContribution } from './plugins/RenderContribution';

// State: read through the selector hooks or workspaceState (read-only); change it through the actions below.
export { keyedRecord } from './state/keyed';
export type { ConnectionStatus, Language, Preferences, Role, Session, TesseraState, ThemeName, Thread } from './state/store';
export type { PublicSession, PublicState, WorkspaceState } from './state/readonlyView';
export { workspaceState } from './state/workspaceState';
export {
  conversationsSnapshot,
  subscribeState,
  useConnection,
  useConversation,
  useConversations,
  useDraft,
  useListStatus,
  usePreferences,
  useSelectedConversation,
  useSelectedConversationId,
  useSession,
  useThread,
} from './state/hooks';
// valtio and react-intl from the one copy the workspace uses: a plugin's own state and messages.
export { proxy, ref, subscribe, useSnapshot } from 'valtio';
export { FormattedMessage, useIntl } from 'react-intl';
export { conversationSelected, draftChanged, type OutgoingMessage } from './state/conversations';
export { messageFavoriteChanged, messagesRead } from './state/messageMarks';
export { contactRenamed, type ContactRename } from './state/contacts';
export { featureOf, isFeatureActive, isTabRequired } from './state/session';
export {
  type ClosedByAgent,
  conversationClosedByAgent,
  conversationHandedOver,
  type ConversationTab,
  conversationTabulated,
  owesTabulation,
} from './state/conversationOutcome';
export { setPreference } from './state/preferences';
export { availabilityChanged } from './state/availability';
export { type AvailabilityKind, currentAvailability, currentAvailabilityKind } from './state/availabilityTree';
export { avatarChanged } from './state/user';
export { useNow } from './state/ticker';

// Conversations
export { loadConversations, loadMessages, refreshConversation, type Reply, retryMessage, sendMessage } from './conversations/service';
export { acknowledgeLostChat } from './state/connectionDialogs';
export { readSla, slaDeadline, type SlaReading, type SlaState } from './conversations/sla';
export { MAX_HISTORY_PAGES, useFullHistory } from './conversations/useFullHistory';
export { compareConversations, orderConversations } from './conversations/order';

// Formatting
export { formatDuration } from './format/duration';
export { dateTimeLabel, dayKey, dayLabel, timeLabel } from './format/dates';

// Keyboard
export { matchesKeys } from './keys';
export { formatChord, keybindings, keyScope, KeybindingConflictError, useKeybinding, useKeybindingList, type Keybinding, type KeybindingService, type KeyScope, type KeyWhen, type RegisteredKeybinding } from './keybindings';

// Layout
export { closeTile, layoutState as layout, minimizeTile, reopenTile, restoreTile } from './layout/state';

// Text
export { MarkedText, MAX_MARKS_PER_MESSAGE } from './text/MarkedText';
export { termMatches } from './text/segments';
export { containsTerm, countTermMatches } from './text/termSearch';
export { foldString } from './text/fold';
export { consumerName, displayName } from './text/displayName';
export { useConsumerName } from './text/useConsumerName';
export { isSafeImageUrl, safeHref } from './text/safeUrl';
export {
  checkLinearPattern,
  describePatternRefusal,
  LINEAR_PATTERN_LIMITS,
  type LinearPatternCheck,
  type LinearPatternRefusal,
  linearPatternEngine,
  loadLinearPatternEngine,
} from './text/linearPattern';

export { copyText } from './clipboard';
export { downloadFile, saveBlob } from './download';

// Messaging between parts
export { bus, type Bus, type BusEvents, type LeaderBusEvents, type LeaderOnly, type LeaderOnlyEventName, type WindowBusEvents } from './bus';
export { noticeHistory, noticesSeen, notify, type Notice, type Notifier, type NoticeText, type NoticeTone, type PastNotice } from './notify/notifier';

// Backend
export { type PluginCallOptions, pluginCall as call } from './api/pluginCall';
export { endpoints } from './api/endpoints';
export { ApiError, UNAVAILABLE_SERVICE } from './api/error';
// Server state: one TanStack Query cache per session (core/query), cleared when it ends.
export { queryOptions, type QueryClient, sessionQueryClient, useMutation, useQuery, useQueryClient, type UseMutationResult, type UseQueryResult } from './query';
export { getConfig } from './config';
/** Runs `lead` in one window of the browser at a time (Web Locks): work that must happen once. */
export { electLeader } from './sync/leader';

// Password rules and change (the sign-in password screens and the settings drawer share them)
export {
  checkPasswordRules,
  meetsPasswordRules,
  newPasswordSchema,
  type NewPasswordForm,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordRule,
  type PasswordRuleId,
  passwordRules,
} from './session/passwordRules';
export { changeOwnPassword } from './session/ownPassword';
export { type AdminEvidence, isAdminSession } from './session/admin';
export { logger } from './logger';
export * from './schemas';
/** The read-only shape of store data as components see it through useSnapshot. */
export type { Snapshot } from 'valtio';

// UI kit
export { Button, IconButton } from './ui/Button';
export { Checkbox } from './ui/Checkbox';
export { ModalDialog, type ModalDialogProps } from './ui/Dialog';
export { EmptyState, Spinner } from './ui/Feedback';
export { Icon } from './ui/icons';
export { MenuButton, type MenuOption } from './ui/Menu';
export { TextField, type TextFieldProps } from './ui/TextField';
export { FormTextField, type FormTextFieldProps } from './ui/FormTextField';
export { PasswordRules } from './ui/PasswordRules';
export { Readout } from './ui/Readout';
/** The class of the kit's text inputs, for plugin fields the kit does not wrap (a select, a search input). */
export { iconButton as iconButtonClass, input as inputClass } from './ui/controls.css';
/** A react-aria Select drawn as a field: `trigger` (with inputClass), `value`, `popover` (with popoverClass). */
export { select as selectClasses } from './ui/controls.css';
/** The look of the panels that show a record (the customer, the general information, a ticket): key / value lists, folding sections. */
export { disclosure as disclosureClasses, keyValue as keyValueClasses } from './ui/panels.css';
// The overlay look, for plugins drawing their own react-aria popovers and option lists.
export { menu as menuClass, menuItem as menuItemClass, popover as popoverClass, tooltip as tooltipClass } from './ui/overlays.css';
export { ChannelBadge } from './ui/ChannelBadge';
export { SlaBadge } from './ui/SlaBadge';
export { vars } from '../themes/contract.css';
export { paletteColour } from '../themes/tokens';
