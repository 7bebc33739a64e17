import { proxy } from '@tessera/core';
import type { TransferTarget } from './api';
import type { Unavailability } from './errors';

/** The transfer-unavailable dialog's content, for the conversation whose transfer was refused. */
export interface UnavailableNotice extends Unavailability {
  conversationId: string;
}

type UiState = { open: string | null; unavailable: UnavailableNotice | null; reasons: Record<string, string>; targets: Record<string, TransferTarget> };

/**
 * This window's transfer UI ('transfer.ui'), made by the plugin's activate: which conversation the
 * transfer dialog is open for, the transfer-unavailable dialog once a skill refused, and the reason
 * typed per conversation (kept when a skill refuses, so choosing another target does not mean
 * typing it again). The overlay reads it, so the dialogs show in whichever window ran the command.
 */
export interface TransferUi {
  readonly state: Readonly<{
    open: string | null;
    unavailable: Readonly<UnavailableNotice> | null;
    reasons: Readonly<Record<string, string>>;
    targets: Readonly<Record<string, Readonly<TransferTarget>>>;
  }>;
  open(conversationId: string): void;
  close(): void;
  /** Closes the transfer dialog and explains why the skill cannot take the conversation now. */
  showUnavailable(notice: UnavailableNotice): void;
  closeUnavailable(): void;
  keepReason(conversationId: string, reason: string): void;
  keepTarget(conversationId: string, target: TransferTarget): void;
  /** The transfer went through: nothing of it is kept. */
  done(conversationId: string): void;
}

export function createTransferUi(): TransferUi {
  const state = proxy<UiState>({ open: null, unavailable: null, reasons: {}, targets: {} });
  return {
    state,
    open(conversationId) {
      state.unavailable = null;
      state.open = conversationId;
    },
    close: () => void (state.open = null),
    showUnavailable(notice) {
      state.open = null;
      state.unavailable = notice;
    },
    closeUnavailable: () => void (state.unavailable = null),
    keepReason: (conversationId, reason) => void (state.reasons[conversationId] = reason),
    keepTarget: (conversationId, target) => void (state.targets[conversationId] = target),
    done(conversationId) {
      delete state.reasons[conversationId];
      delete state.targets[conversationId];
      if (state.open === conversationId) state.open = null;
    },
  };
}
