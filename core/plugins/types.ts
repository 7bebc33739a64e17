import type { ComponentType, ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type * as z from 'zod/mini';
import type { Bus } from '../bus';
import type { Notifier } from '../notify/notifier';
import type { WorkspaceState } from '../state/readonlyView';
import type { PluginMessages } from '../i18n/messages';
import type { CommandArgs, CommandId, Commands, ContributionPointId, ContributionPoints, GateKeyId, GateKeys, ServiceId, Services } from './registries';
import type { TilePlacement } from '../layout/tree';
import type { When } from './when';

/** A component loaded on first use, so a plugin costs nothing until its contribution shows. */
export type LazyComponent<P> = () => Promise<{ default: ComponentType<P> }>;

/** The icons the shell draws (see core/ui/icons); plugins pick one by name. */
export type IconName =
  | 'list' | 'chat' | 'info' | 'search' | 'bolt' | 'lightbulb' | 'window' | 'close' | 'popout' | 'reset'
  | 'copy' | 'up' | 'down' | 'send' | 'user' | 'phone' | 'ticket' | 'book' | 'clock' | 'check' | 'alert' | 'refresh'
  | 'grid' | 'star' | 'link' | 'move' | 'left' | 'right' | 'hourglass' | 'smile' | 'gauge'
  | 'minimize' | 'restore' | 'edit'
  | 'settings' | 'volume' | 'moon' | 'globe' | 'image' | 'logout'
  | 'transfer' | 'tag' | 'trash' | 'finish';

/** What every contribution has: an id unique among its plugin's of that kind, and a gate. */
export interface Contribution {
  /** Public and frozen: saved layouts and company settings refer to it. */
  id: string;
  when?: When;
}

/** A command and the argument it runs with; the argument may be left out when it takes none. */
export type CommandCall<K extends CommandId = CommandId> = {
  [C in K]: [Commands[C]] extends [void | undefined] ? { command: C; args?: undefined } : { command: C; args: Commands[C] };
}[K];

/** Commands whose argument is exactly what a place passes (a conversation, a chosen option...). */
export type CommandTaking<A> = { [C in CommandId]: [A] extends [Commands[C]] ? ([Commands[C]] extends [A] ? C : never) : never }[CommandId];

export interface TileProps {
  tileId: string;
  /** The conversation open in the workspace (every window follows it), or null. */
  conversationId: string | null;
  /** True when the tile is shown in its own window (/undock/...). */
  undocked: boolean;
}

export interface TileContribution extends Contribution {
  title: MessageDescriptor;
  icon: IconName;
  component: LazyComponent<TileProps>;
  /**
   * Where the tile joins an agent's layout the first time it is available (e.g. beside the
   * conversation, below, taking 35 %), instead of becoming a new column at the right edge.
   */
  placement?: TilePlacement;
  /** Other names the tile answers to at /undock/<name> (spec: treeOfKnowledge, data). */
  undockAliases?: readonly string[];
  /** Offers minimize: the tile shrinks to its header, its content kept (spec 000 §2, usability panel). */
  minimizable?: boolean;
  /** Closing asks first (spec 000 §2: the usability panel's close, with confirmation). */
  confirmClose?: { title: MessageDescriptor; body: MessageDescriptor; confirm: MessageDescriptor };
}

export interface DockWidgetProps {
  conversationId: string | null;
}

export interface DockWidgetContribution extends Contribution {
  title: MessageDescriptor;
  icon: IconName;
  /** Lower comes first in the dock. */
  order: number;
  component: LazyComponent<DockWidgetProps>;
  /** Other names the widget answers to at /undock/<name> (spec: treeOfKnowledge for the knowledge area, data for the service tools). */
  undockAliases?: readonly string[];
}

/**
 * What a composer trigger's component gets. The reply box keeps the focus while the trigger is
 * open; drive the listbox with useTriggerListbox(props, items, { keyOf, onPick: (item) => props.insert(...) }).
 */
export interface ComposerTriggerProps {
  conversationId: string;
  /** What the agent typed after the prefix. */
  query: string;
  /** Puts text in the composer (replacing the trigger text) and closes the trigger. */
  insert: (text: string) => void;
  close: () => void;
  /** Keys typed in the composer while the trigger is open; return true when handled. */
  subscribeKeys: (handler: (event: KeyboardEvent) => boolean) => () => void;
  /** The id of the option the keyboard is on, for the composer's aria-activedescendant. */
  setActiveDescendant: (id: string | undefined) => void;
  /** The id the trigger's listbox must carry so the composer can point at it. */
  listboxId: string;
}

export interface ComposerTriggerContribution extends Contribution {
  /** Typed at the start of the composer, opens the trigger ('//' for shortcuts). */
  prefix: string;
  title: MessageDescriptor;
  component: LazyComponent<ComposerTriggerProps>;
}

export interface HeaderPanelProps {
  conversationId: string;
  close: () => void;
}

interface HeaderActionBase extends Contribution {
  label: MessageDescriptor;
  icon: IconName;
  order: number;
  /** A key chord that presses the button, e.g. 'mod+f'. */
  keys?: string;
  /** Where the focus must be for `keys` to press it (core/keybindings/scopes.ts); default 'global'. */
  scope?: import('../keybindings/scopes').KeyScope;
}

/**
 * A button in the conversation header: either it runs a command with the conversation
 * (`command`, declared in Commands as taking `{ conversationId: string }`), or it toggles a
 * panel under the header (`panel`). Never both.
 */
export type HeaderActionContribution =
  | (HeaderActionBase & { command: CommandTaking<{ conversationId: string }>; panel?: never; panelFrame?: never })
  | (HeaderActionBase & {
      panel: LazyComponent<HeaderPanelProps>;
      command?: never;
      /**
       * The panel's frame: 'framed' (the default) puts it in a region named by the label, with a
       * title bar and a close button (Escape closes too); 'bare' leaves the panel to draw its own
       * (a search bar, a dialog).
       */
      panelFrame?: 'framed' | 'bare';
    });

export interface UserMenuItemContribution extends Contribution {
  label: MessageDescriptor;
  icon?: IconName;
  order: number;
  /** Run with no argument, or with the chosen option's id when the entry has `choices`. */
  command: CommandTaking<void> | CommandTaking<string>;
  /** Makes the entry a toggle (a checked menu item) showing this state. */
  isChecked?: (state: WorkspaceState) => boolean;
  /**
   * Makes the entry a submenu of exclusive choices (Language: English, Português); the command
   * runs with the chosen option's id as its argument.
   */
  choices?: {
    options: readonly { id: string; label: MessageDescriptor }[];
    selected: (state: WorkspaceState) => string | undefined;
  };
  /** A short text shown after the label, such as the current status; data, not translated. */
  detail?: (state: WorkspaceState) => string | undefined;
}

export interface SidebarSectionProps {
  /** The sidebar is 80 wide (icons and figures only) rather than 200. */
  collapsed: boolean;
}

/** A block of the left metrics sidebar (spec 000 §2: 80 or 200 wide). */
export interface SidebarSectionContribution extends Contribution {
  title: MessageDescriptor;
  order: number;
  component: LazyComponent<SidebarSectionProps>;
}

/**
 * A control the shell places for the plugin: in the top bar, or floating over the workspace
 * (bottom right). The component draws its own button and whatever it opens.
 */
export interface ToolbarItemContribution extends Contribution {
  placement: 'topBar' | 'floating';
  order: number;
  component: LazyComponent<Record<string, never>>;
}

/**
 * Mounted once while the workspace shows, drawing nothing until needed: dialogs and drawers a
 * command opens, sounds, the tab title.
 */
export interface OverlayContribution extends Contribution {
  component: LazyComponent<Record<string, never>>;
}

/**
 * A command: '<plugin id>.<verb>', its argument typed by the Commands registry (declare it
 * there first). The runtime refuses an id outside the plugin's namespace and one two plugins claim.
 */
export type CommandContribution = {
  [C in CommandId]: { id: C; run: (ctx: PluginContext, args: Commands[C]) => unknown };
}[CommandId];

export type ShortcutContribution = Contribution &
  CommandCall & {
    /** e.g. 'alt+1', 'mod+shift+f' ('mod' is Ctrl, or Cmd on a Mac). */
    keys: string;
    /** Where the focus must be for the keys to fire (core/keybindings/scopes.ts); default 'global'. */
    scope?: import('../keybindings/scopes').KeyScope;
    description: MessageDescriptor;
  };

/**
 * Keys a plugin's own panel handles itself while the keyboard is inside it (they run no command):
 * listed in the shortcut help beside the registered shortcuts, so an agent finds them.
 */
export interface KeyHintContribution extends Contribution {
  /** One chord, or several that do one thing in turn ('alt+1' … 'alt+4', shown as one line). */
  keys: string | readonly string[];
  description: MessageDescriptor;
  /** The panel the keys work in, by its title. */
  panel: MessageDescriptor;
}

export interface TextMatch {
  start: number;
  end: number;
  /** The name shown for the match (the Insight term's name). */
  label?: string;
}

export interface TextMarkerContribution extends Contribution {
  /** Finds the spans of a message text this marker decorates. Must be fast and never throw. */
  find: (text: string, ctx: PluginContext) => readonly TextMatch[];
  /** What pressing a marked span does (copy, search...). */
  activate?: (match: TextMatch & { text: string }, ctx: PluginContext) => void;
  /** Accessible description of the action, e.g. 'Copy {text}'. */
  actionLabel?: MessageDescriptor;
}

export interface Contributions {
  tiles: TileContribution[];
  dockWidgets: DockWidgetContribution[];
  composerTriggers: ComposerTriggerContribution[];
  headerActions: HeaderActionContribution[];
  userMenuItems: UserMenuItemContribution[];
  sidebarSections: SidebarSectionContribution[];
  toolbarItems: ToolbarItemContribution[];
  overlays: OverlayContribution[];
  commands: CommandContribution[];
  shortcuts: ShortcutContribution[];
  keyHints: KeyHintContribution[];
  textMarkers: TextMarkerContribution[];
}
export type BuiltInContributionKind = keyof Contributions;
/** A built-in kind, or a contribution point a plugin declared. */
export type ContributionKind = BuiltInContributionKind | ContributionPointId;

/** Every list a plugin may contribute to: the built-in kinds and the points plugins declare. */
export type AllContributions = Contributions & { [P in ContributionPointId]: ContributionPoints[P][] };

export interface PluginContext<Config = unknown> {
  pluginId: string;
  /** The company's settings for this plugin, parsed by the plugin's config schema. */
  config: Config;
  bus: Bus;
  /** The workspace's state, read-only (writing it does not compile, and throws); change it through core actions. */
  state: WorkspaceState;
  runCommand: <K extends CommandId>(id: K, ...args: CommandArgs<K>) => Promise<unknown>;
  notify: Notifier;
  /** Formats one of the plugin's messages outside React. */
  t: (descriptor: MessageDescriptor, values?: Record<string, string | number>) => string;
  /** A service this plugin provides, requires or optionally uses (undefined while its provider is not running). */
  service: <K extends ServiceId>(id: K) => Services[K] | undefined;
  /** Sets one of this plugin's gate keys (declared in `gateKeys`); `when: { key }` re-evaluates live. */
  setGateKey: <K extends GateKeyId>(key: K, value: GateKeys[K]) => void;
  /**
   * Starts, ahead of showing them, the plugins waiting to fill these points (those that start on
   * first use): what a place calls when it is about to show them (the conversation, as the agent
   * points at one in the list), so their buttons are there when it shows.
   */
  prepareToShow: (points: readonly ContributionKind[]) => void;
  /**
   * Holds the starts that showing triggers (above, or a place rendering a point) until `until`
   * settles, at most a second: a place about to paint what matters most (a conversation's newest
   * messages) lets its add-ons' code come after. Running a command never waits.
   */
  holdStartsUntil: (until: Promise<unknown>) => void;
}

/** The services `activate` receives: each required one, and each optional one whose provider runs. */
export type ServicesFor<Req extends string, Opt extends string> = { [K in Req]: ServiceOf<K> } & { [K in Opt]?: ServiceOf<K> | undefined };
type ServiceOf<K extends string> = K extends ServiceId ? Services[K] : unknown;

/** What `activate` returns: nothing, a disposer, or (when the plugin provides a service) the service. */
export type Activation<Prov extends string> = 0 extends 1 & Prov
  ? void | (() => void) | { service?: unknown; dispose?: () => void }
  : [Prov] extends [never]
    ? void | (() => void) | { dispose?: () => void }
    : { service: ServiceOf<Prov>; dispose?: () => void };

/**
 * A plugin. Its service ids are checked against the Services registry by definePlugin, so a
 * typo in `requires` does not compile.
 */
export interface PluginManifest<Config = unknown, Req extends string = never, Opt extends string = never, Prov extends string = never> {
  /** Frozen: company settings and saved layouts refer to it. */
  id: string;
  title: MessageDescriptor;
  description: MessageDescriptor;
  /** Whole-plugin gate, on top of company enablement. */
  when?: When;
  /**
   * When the plugin starts. 'session' (the default): as the session starts. 'firstUse': the first
   * time a place shows a point it contributes to (the composer's actions, a message's file, the
   * conversation's header, the dock...) or one of its commands runs; until then the session carries
   * only its manifest. Its messages are then loaders in both languages, and its activate may be
   * async (`async () => { const { createUi } = await import('./ui'); ... }`) so its code loads then too.
   */
  activation?: 'session' | 'firstUse';
  /** Whether a company that never configured the plugin runs it. Default true. */
  enabledByDefault?: boolean;
  /** Per-company settings, parsed before activation; a bad config keeps the defaults and says so. */
  config?: z.core.$ZodType<Config>;
  /**
   * The plugin's own messages, in every language the workspace speaks: Portuguese (the default)
   * as a table; English as a table or, so a workspace in Portuguese never downloads it, as a loader:
   * `en: () => import('./locales/en.json')`. A plugin that starts on first use gives Portuguese as a
   * loader too: its messages load as it starts.
   */
  messages?: PluginMessages;
  contributes?: Partial<AllContributions>;
  /** The service this plugin's `activate` returns, for plugins that require it. */
  provides?: Prov;
  /** Services without which the plugin does not start (it is shown as failed, naming what is missing). */
  requires?: readonly Req[];
  /** Services the plugin uses when their provider runs. */
  optional?: readonly Opt[];
  /** Contribution points this plugin renders and others fill ('<plugin id>.<name>', typed in ContributionPoints). */
  contributionPoints?: readonly ContributionPointId[];
  /** Gate keys this plugin sets (typed in GateKeys). */
  gateKeys?: readonly GateKeyId[];
  /**
   * Runs when a session starts with the plugin enabled and its `when` passing, after the
   * services it needs; what it creates is the plugin's state. Returns what undoes it (run
   * when the session ends or the plugin is turned off) and the service it provides.
   */
  activate?: (ctx: PluginContext<Config>, services: ServicesFor<Req, Opt>) => Activation<Prov> | Promise<Activation<Prov>>;
}

/** A plugin of any config type, as lists of installed plugins hold them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each plugin's config and services are its own
export type AnyPlugin = Omit<PluginManifest<any, any, any, any>, 'activate'> & {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each plugin's services are its own
  activate?: (ctx: PluginContext<any>, services: any) => unknown;
};
/** What the runtime handles: any plugin, its specific types forgotten. */
export type Plugin = Omit<PluginManifest<unknown, string, string, string>, 'activate'> & {
  activate?: (ctx: PluginContext, services: Record<string, unknown>) => unknown;
};

export interface ResolvedContribution<K extends ContributionKind> {
  plugin: Plugin;
  contribution: AllContributions[K][number];
  /** Its plugin starts on first use and does not run yet (only with useContributions' includeStarting). */
  starting?: true;
}

export type ContributionRenderer = (children: ReactNode) => ReactNode;
