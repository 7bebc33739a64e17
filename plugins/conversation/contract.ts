import type { CommandTaking, Contribution, IconName, LazyComponent, Message, MessageFile, Snapshot } from '@tessera/core';
import type { MessageDescriptor } from 'react-intl';
import type { ConversationView } from './view';

/** What a composer action (a button beside the reply box) gets. */
export interface ComposerActionProps {
  conversationId: string;
  /** Puts text at the reply box's caret. */
  insertAtCaret: (text: string) => void;
  /** Puts the keyboard back in the reply box (after a popover the action opened closes). */
  focusComposer: () => void;
}

/** A button beside the reply box (attach, emoji, record): the component draws it and what it opens. */
export interface ComposerActionContribution extends Contribution {
  /** Lower comes first, left of the send button. */
  order: number;
  component: LazyComponent<ComposerActionProps>;
}

/** The kinds of file a message renderer may take over. */
export type FileKind = 'image' | 'audio' | 'video' | 'document';

export interface MessageFileRendererProps {
  conversationId: string;
  message: Snapshot<Message>;
  file: Snapshot<MessageFile>;
}

/**
 * Draws the files of a kind inside messages (an image thumbnail, an audio player) instead of the
 * default safe link; the first contribution (by order) that takes a kind draws it.
 */
export interface MessageRendererContribution extends Contribution {
  order: number;
  fileKinds: readonly FileKind[];
  component: LazyComponent<MessageFileRendererProps>;
}

/** What a message action gets: the message as the thread holds it (a value: a change is a new object). */
export interface MessageActionProps {
  conversationId: string;
  message: Snapshot<Message>;
}

/**
 * A small control on every message, in its footer beside the time (a favourite star, copy...).
 * Rendered for each message shown: keep it light, and name it for assistive technology.
 */
export interface MessageActionContribution extends Contribution {
  /** Lower comes first. */
  order: number;
  component: LazyComponent<MessageActionProps>;
}

export interface ThreadBannerProps {
  conversationId: string;
}

/**
 * A notice above the thread (the conversation is closed, a tabulation is pending...). Its `when`
 * decides when it shows; the component draws it (a status region, a button...).
 */
export interface ThreadBannerContribution extends Contribution {
  order: number;
  /** Names the banner for assistive technology (the region's label). */
  label: MessageDescriptor;
  icon?: IconName;
  component: LazyComponent<ThreadBannerProps>;
}

/** What files dropped on a conversation, or pasted into its reply box, come with. */
export interface DroppedFiles {
  conversationId: string;
  files: File[];
}

/**
 * Takes the files an agent drops on an open conversation or pastes into its reply box (the
 * attachment dialog, say). While files are dragged over the conversation, a drop zone named by
 * `label` covers it; the first contribution (by order) whose `when` passes takes the files, by
 * running its command with them in the window where they were dropped.
 */
export interface FileDropContribution extends Contribution {
  order: number;
  label: MessageDescriptor;
  command: CommandTaking<DroppedFiles>;
}

/** The conversation plugin's public contract: its service, commands and contribution points, typed for other plugins. */
declare module '@tessera/core' {
  interface Services {
    'conversation.view': ConversationView;
  }
  interface Commands {
    'conversation.toggleSendWithEnter': void;
  }
  interface ContributionPoints {
    'conversation.composerActions': ComposerActionContribution;
    'conversation.messageRenderers': MessageRendererContribution;
    'conversation.messageActions': MessageActionContribution;
    'conversation.threadBanners': ThreadBannerContribution;
    'conversation.fileDrops': FileDropContribution;
  }
}
