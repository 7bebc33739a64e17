import { proxy, ref, sendMessage, workspaceState } from '@tessera/core';
import { type UploadFailure, uploadFailure } from './errors';
import { checkFile, type FileKind, kindOf, readFileRules, type Refusal } from './rules';

/** An upload item's state (spec 001 §4): not sent yet, uploading and sending, sent, or refused by the server. */
export type ItemStatus = 'idle' | 'loading' | 'success' | 'error';

/** A file in the attachment dialog (spec 001 §3 Upload item). */
export interface UploadItem {
  id: string;
  /** The file itself (kept as is, not made reactive). */
  file: File;
  name: string;
  size: number;
  kind: FileKind;
  status: ItemStatus;
  /** Why it was not sent, once the server refused it. */
  failure: UploadFailure | null;
}

/** A file the channel does not take, and why (spec 001 §5). */
export interface RefusedFile {
  name: string;
  refusal: Refusal;
}

interface DialogState {
  /** The conversation the dialog is open for, or null when it is closed. */
  conversationId: string | null;
  items: UploadItem[];
  /** The item the preview shows. */
  current: string | null;
  /** The message: it goes with the first file sent. */
  text: string;
  /** The files the last choice or drop brought that the channel refused. */
  refused: RefusedFile[];
  sending: boolean;
}

/**
 * This window's attachment dialog ('attachments.ui'): the files chosen, dropped or pasted for a
 * conversation, the message that goes with them, and their sending. The overlay reads it, so the
 * dialog shows in whichever window ran the command; the files stay in this window.
 */
export interface AttachmentsUi {
  readonly state: Readonly<Omit<DialogState, 'items' | 'refused'> & { items: readonly Readonly<UploadItem>[]; refused: readonly Readonly<RefusedFile>[] }>;
  /**
   * Opens the dialog for the conversation with these files (those the channel refuses are listed
   * with the reason) and, if given, this message. Opened again for the same conversation, the
   * files join those already there; for a finished conversation it does nothing.
   */
  open(conversationId: string, init: { files: readonly File[]; text?: string }): void;
  /** More files for the open dialog. */
  add(files: readonly File[]): void;
  remove(itemId: string): void;
  show(itemId: string): void;
  setText(text: string): void;
  /** Closes the dialog, dropping its files, and puts the keyboard back in the reply box. */
  close(): void;
  /**
   * Sends each file not yet sent, in order, each with its own message (the text with the first
   * one the server takes). Sent files leave; if any was refused, the dialog stays with those and
   * the text not yet sent. Resolves to whether everything went (the dialog then closed).
   */
  send(): Promise<boolean>;
}

let nextId = 0;

export function createAttachmentsUi(focusComposer: (conversationId: string) => void): AttachmentsUi {
  const state = proxy<DialogState>({ conversationId: null, items: [], current: null, text: '', refused: [], sending: false });

  const reset = () => {
    Object.assign(state, { conversationId: null, items: [], current: null, text: '', refused: [], sending: false });
  };

  const add = (files: readonly File[]) => {
    const id = state.conversationId;
    if (!id) return;
    const rules = readFileRules(workspaceState.conversations[id]?.supportedFiles);
    const refused: RefusedFile[] = [];
    let firstAdded: string | null = null;
    for (const file of files) {
      const refusal = checkFile(file, rules);
      if (refusal) {
        refused.push({ name: file.name, refusal });
        continue;
      }
      const item: UploadItem = { id: `upload-${++nextId}`, file: ref(file), name: file.name, size: file.size, kind: kindOf(file, rules), status: 'idle', failure: null };
      state.items.push(item);
      firstAdded ??= item.id;
    }
    // The preview shows the first file the agent just added.
    if (firstAdded) state.current = firstAdded;
    state.refused = refused;
  };

  const isOpenFor = (conversationId: string) => {
    const status = workspaceState.conversations[conversationId]?.status;
    return !!status && status !== 'closed' && status !== 'pos-chat';
  };

  return {
    state,
    open(conversationId, { files, text }) {
      if (!isOpenFor(conversationId)) return;
      if (state.sending) return;
      if (state.conversationId !== conversationId) reset();
      state.conversationId = conversationId;
      if (text?.trim()) state.text = state.text.trim() ? `${state.text}\n${text}` : text;
      add(files);
    },
    add(files) {
      if (!state.sending) add(files);
    },
    remove(itemId) {
      if (state.sending) return;
      const index = state.items.findIndex((item) => item.id === itemId);
      if (index < 0) return;
      state.items.splice(index, 1);
      if (state.current === itemId) state.current = state.items[Math.min(index, state.items.length - 1)]?.id ?? null;
    },
    show(itemId) {
      if (state.items.some((item) => item.id === itemId)) state.current = itemId;
    },
    setText(text) {
      if (!state.sending) state.text = text;
    },
    close() {
      const id = state.conversationId;
      if (!id || state.sending) return;
      reset();
      focusComposer(id);
    },
    async send() {
      const conversationId = state.conversationId;
      if (!conversationId || state.sending || state.items.length === 0) return false;
      state.sending = true;
      state.refused = [];
      for (const item of state.items) {
        if (item.status === 'success') continue;
        item.status = 'loading';
        item.failure = null;
        const text = state.text.trim();
        try {
          await sendMessage(conversationId, { text, files: [item.file] });
          item.status = 'success';
          // The message went with this file: it is not sent again with the next one.
          if (text) state.text = '';
        } catch (error) {
          item.status = 'error';
          item.failure = uploadFailure(error);
        }
      }
      state.sending = false;
      if (state.conversationId !== conversationId) return false;
      const left = state.items.filter((item) => item.status !== 'success');
      if (left.length === 0) {
        reset();
        focusComposer(conversationId);
        return true;
      }
      state.items = left;
      if (!left.some((item) => item.id === state.current)) state.current = left[0]!.id;
      return false;
    },
  };
}
