/**
 * The platform's open registries. Each is an empty interface that plugins extend by declaration
 * merging, so an id or an argument typo does not compile:
 *
 *   declare module '@tessera/core' {
 *     interface Commands { 'transfer.open': { conversationId: string } }
 *     interface Services { 'transfer.flow': TransferFlow }
 *     interface ContributionPoints { 'transfer.reasons': TransferReasonContribution }
 *     interface GateKeys { 'transfer.available': boolean }
 *   }
 *
 * Ids are namespaced by the plugin that owns them ('<plugin id>.<name>'); the runtime refuses
 * one that is not, and two plugins claiming the same id, naming both.
 */

/** Command id -> its argument (`void` when it takes none). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface Commands {}

/** Service id -> the interface its provider's `activate` returns. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface Services {}

/** A plugin's own contribution point id -> the type of one contribution to it. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ContributionPoints {}

/** A plugin's own gate key -> its value type; `when: { key }` tests it. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface GateKeys {}

/** Feature names the session may carry (spec 000 §3); a plugin gating on a new one adds it here. */
export interface KnownFeatures {
  Tab: true;
  Insight: true;
}

/** Keys of the session's permissionsExtra that gates test. */
export interface KnownPermissions {
  phone: true;
}

/** The roles a session may have; a plugin gating on another adds it here. */
export interface KnownRoles {
  agent: true;
  manager: true;
}

/** Conversation channels (the spec's sources). */
export interface KnownChannels {
  telefone: true;
  real_automation: true;
  whatsapp: true;
  webchat: true;
}

export type CommandId = keyof Commands & string;
export type ServiceId = keyof Services & string;
export type ContributionPointId = keyof ContributionPoints & string;
export type GateKeyId = keyof GateKeys & string;
export type FeatureName = keyof KnownFeatures & string;
export type PermissionName = keyof KnownPermissions & string;
export type Channel = keyof KnownChannels & string;
export type RoleName = keyof KnownRoles & string;

/** The arguments `runCommand(id, ...)` takes after the id: none for a `void` command. */
export type CommandArgs<K extends CommandId> = [K] extends [never]
  ? [args?: unknown]
  : [Commands[K]] extends [void | undefined]
    ? [args?: undefined]
    : [args: Commands[K]];
