import { draftChanged, loadMessages, proxy, workspaceState } from '@tessera/core';
import { loadOpenConversation } from './loadOpenConversation';

/** What the conversation view highlights (a search term, an Insight word) and which message is current. */
export interface Highlighted {
  conversationId: string | null;
  term: string;
  activeMessageId: string | null;
}

/** A reply box on screen: what the view needs to drive it. */
export interface ComposerBinding {
  focus(): void;
  insertAtCaret(text: string): void;
}

/**
 * The conversation view's service ('conversation.view'): other plugins focus the reply box,
 * put text at its caret, and highlight and reveal messages, without knowing its components.
 */
export interface ConversationView {
  /**
   * Loads what an open conversation shows, ahead of opening one: the view's code (the pointer or
   * the keyboard is on the list) and, given the conversation about to open, its newest messages.
   */
  prepare(conversationId?: string): void;
  /** Puts the keyboard in this conversation's reply box: now if it shows, else as soon as it does. */
  focusComposer(conversationId: string): void;
  /**
   * Puts the keyboard back in the conversation: its reply box, or its messages when it has none
   * (closed, post-chat). For a dialog whose opener went away with what it did (closing the conversation).
   */
  focusConversation(conversationId: string): void;
  /** Puts the keyboard on the conversation's messages (the thread's log), when they show; says whether it did. */
  focusThread(conversationId: string): boolean;
  /** Inserts text at the reply box's caret (at the end of the draft when the box is not on screen). */
  insertAtCaret(conversationId: string, text: string): void;
  /** Marks `term` in the conversation's messages; `activeMessageId` is the current match, brought into view. */
  highlight(conversationId: string, term: string, activeMessageId?: string | null): void;
  /** Brings a message into view, keeping what is highlighted. */
  reveal(conversationId: string, messageId: string): void;
  clearHighlight(): void;
  /** What is highlighted now, read-only (read it with useSnapshot). */
  readonly highlighted: Readonly<Highlighted>;
  /** The reply box's side: registers the box shown for a conversation; returns what unregisters it. */
  bindComposer(conversationId: string, binding: ComposerBinding): () => void;
  /** The thread's side: registers how to focus the messages shown for a conversation; returns what unregisters it. */
  bindThread(conversationId: string, focus: () => void): () => void;
  /** The thread's side: the conversation's newest messages have been painted (the add-ons held for it may start). */
  threadPainted(conversationId: string): void;
}

/** How long the pointer rests on the list before the add-ons start without a press (a press holds them instead). */
export const PREPARE_DWELL_MS = 150;

/** What the view asks of the plugin platform. */
export interface ViewPlatform {
  /** Starts, ahead of showing, the plugins that fill the conversation's points (ctx.prepareToShow). */
  prepareContributions(): void;
  /** Holds those starts until `until` (ctx.holdStartsUntil). */
  holdStartsUntil(until: Promise<unknown>): void;
}

const noPlatform: ViewPlatform = { prepareContributions: () => undefined, holdStartsUntil: () => undefined };

/** One per window and session: what the conversation plugin's activate creates. */
export function createConversationView(platform: ViewPlatform = noPlatform): ConversationView {
  const highlighted = proxy<Highlighted>({ conversationId: null, term: '', activeMessageId: null });
  const composers = new Map<string, ComposerBinding>();
  const threads = new Map<string, () => void>();
  // The conversations about to open whose first paint the add-ons wait for.
  const painting = new Map<string, () => void>();
  let dwell: ReturnType<typeof setTimeout> | undefined;
  // One pending focus request at a time; the newest wins (the list asks before the box shows).
  let pendingFocus: string | null = null;

  return {
    highlighted,
    prepare(conversationId) {
      void loadOpenConversation();
      if (conversationId && (workspaceState.threads[conversationId]?.status ?? 'idle') === 'idle') {
        void loadMessages(conversationId, 1);
        // Its newest messages first: the add-ons' code loads and runs once they are painted.
        platform.holdStartsUntil(new Promise<void>((resolve) => painting.set(conversationId, resolve)));
        platform.prepareContributions();
      } else if (!conversationId) {
        // The pointer passing over the list: the add-ons start if it rests there; a press holds them first.
        dwell ??= setTimeout(() => {
          dwell = undefined;
          platform.prepareContributions();
        }, PREPARE_DWELL_MS);
      } else {
        platform.prepareContributions();
      }
    },
    threadPainted(conversationId) {
      painting.get(conversationId)?.();
      painting.delete(conversationId);
    },
    focusComposer(conversationId) {
      const binding = composers.get(conversationId);
      if (binding) {
        pendingFocus = null;
        binding.focus();
      } else {
        pendingFocus = conversationId;
      }
    },
    focusConversation(conversationId) {
      const composer = composers.get(conversationId);
      if (composer) composer.focus();
      else threads.get(conversationId)?.();
    },
    focusThread(conversationId) {
      const focus = threads.get(conversationId);
      focus?.();
      return !!focus;
    },
    insertAtCaret(conversationId, text) {
      const binding = composers.get(conversationId);
      if (binding) binding.insertAtCaret(text);
      else draftChanged({ conversationId, text: `${workspaceState.drafts[conversationId] ?? ''}${text}` });
    },
    highlight(conversationId, term, activeMessageId = null) {
      Object.assign(highlighted, { conversationId, term, activeMessageId });
    },
    reveal(conversationId, messageId) {
      if (highlighted.conversationId !== conversationId) Object.assign(highlighted, { conversationId, term: '' });
      highlighted.activeMessageId = messageId;
    },
    clearHighlight() {
      Object.assign(highlighted, { conversationId: null, term: '', activeMessageId: null });
    },
    bindComposer(conversationId, binding) {
      composers.set(conversationId, binding);
      if (pendingFocus === conversationId) {
        pendingFocus = null;
        binding.focus();
      }
      return () => {
        if (composers.get(conversationId) === binding) composers.delete(conversationId);
      };
    },
    bindThread(conversationId, focus) {
      threads.set(conversationId, focus);
      return () => {
        if (threads.get(conversationId) === focus) threads.delete(conversationId);
      };
    },
  };
}
