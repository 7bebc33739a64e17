import type { ComponentType, ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { z } from 'zod';
import type { Bus } from '../bus';
import type { Notifier } from '../notify/notifier';
import type { TesseraState } from '../state/store';
import type { When } from './when';

/** A component loaded on first use, so a plugin costs nothing until its contribution shows. */
export type LazyComponent<P> = () => Promise<{ default: ComponentType<P> }>;

/** The icons the shell draws (see core/ui/icons); plugins pick one by name. */
export type IconName =
  | 'list' | 'chat' | 'info' | 'search' | 'bolt' | 'lightbulb' | 'window' | 'close' | 'popout' | 'reset'
  | 'copy' | 'up' | 'down' | 'send' | 'user' | 'phone' | 'ticket' | 'book' | 'clock' | 'check' | 'alert' | 'refresh'
  | 'grid' | 'star' | 'link' | 'move' | 'left' | 'right' | 'hourglass' | 'smile' | 'gauge'
  | 'minimize' | 'restore' | 'edit'
  | 'settings' | 'volume' | 'moon' | 'globe' | 'image' | 'logout';

interface Contribution {
  /** Public and frozen: saved layouts and company settings refer to it. */
  id: string;
  when?: When;
}

export interface TileProps {
  tileId: string;
  /** True when the tile is shown in its own window (/undock/...). */
  undocked: boolean;
}

export interface TileContribution extends Contribution {
  title: MessageDescriptor;
  icon: IconName;
  component: LazyComponent<TileProps>;
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
}

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

export interface HeaderActionContribution extends Contribution {
  label: MessageDescriptor;
  icon: IconName;
  order: number;
  /** Either a command to run, or a panel the button toggles under the conversation header. */
  command?: string;
  panel?: LazyComponent<HeaderPanelProps>;
  /** A key chord that presses the button, e.g. 'mod+f'. */
  keys?: string;
}

export interface UserMenuItemContribution extends Contribution {
  label: MessageDescriptor;
  icon?: IconName;
  order: number;
  command: string;
  /** Makes the entry a toggle (a checked menu item) showing this state. */
  isChecked?: (state: Readonly<TesseraState>) => boolean;
  /**
   * Makes the entry a submenu of exclusive choices (Language: English, Português); the command
   * runs with the chosen option's id as its argument.
   */
  choices?: {
    options: readonly { id: string; label: MessageDescriptor }[];
    selected: (state: Readonly<TesseraState>) => string | undefined;
  };
  /** A short text shown after the label, such as the current status; data, not translated. */
  detail?: (state: Readonly<TesseraState>) => string | undefined;
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

export interface CommandContribution {
  /** Namespaced by convention: '<plugin>.<verb>'. */
  id: string;
  run: (ctx: PluginContext, args?: unknown) => unknown;
}

export interface ShortcutContribution extends Contribution {
  /** e.g. 'alt+1', 'mod+shift+f' ('mod' is Ctrl, or Cmd on a Mac). */
  keys: string;
  command: string;
  args?: unknown;
  description: MessageDescriptor;
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
  textMarkers: TextMarkerContribution[];
}
export type ContributionKind = keyof Contributions;

export interface PluginContext<Config = unknown> {
  pluginId: string;
  /** The company's settings for this plugin, parsed by the plugin's config schema. */
  config: Config;
  bus: Bus;
  /** Read-only view of the store; change it only through core actions. */
  state: Readonly<TesseraState>;
  runCommand: (id: string, args?: unknown) => Promise<unknown>;
  notify: Notifier;
  /** Formats one of the plugin's messages outside React. */
  t: (descriptor: MessageDescriptor, values?: Record<string, string | number>) => string;
}

export interface PluginManifest<Config = unknown> {
  /** Frozen: company settings and saved layouts refer to it. */
  id: string;
  title: MessageDescriptor;
  description: MessageDescriptor;
  /** Whole-plugin gate, on top of company enablement. */
  when?: When;
  /** Whether a company that never configured the plugin runs it. Default true. */
  enabledByDefault?: boolean;
  /** Per-company settings, parsed before activation; a bad config keeps the defaults and says so. */
  config?: z.ZodType<Config>;
  /** The plugin's own messages, in every language the workspace speaks. */
  messages?: { pt: Record<string, string>; en: Record<string, string> };
  contributes?: Partial<Contributions>;
  /** Runs while the plugin is enabled; returns what undoes it. */
  activate?: (ctx: PluginContext<Config>) => void | (() => void);
}

/** A plugin of any config type, as lists of installed plugins hold them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each plugin's config type is its own
export type AnyPlugin = PluginManifest<any>;

export interface ResolvedContribution<K extends ContributionKind> {
  plugin: PluginManifest<unknown>;
  contribution: Contributions[K][number];
}

export type ContributionRenderer = (children: ReactNode) => ReactNode;
