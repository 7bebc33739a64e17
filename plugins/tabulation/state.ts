import { proxy, workspaceState } from '@tessera/core';
import type { ComponentType } from 'react';
import type { TabulationFormProps, TabulationService } from './contract';

/** What the dialog of this window is doing: closing a conversation, or registering a finished one's demand. */
export type DialogRequest = { conversationId: string; mode: 'close' | 'register' };

/** This window's tabulation dialog, opened by the commands and drawn by the overlay. */
export interface TabulationDialog {
  readonly state: { request: DialogRequest | null };
  open(request: DialogRequest): void;
  dismiss(): void;
}

/**
 * The plugin's service: the public part (isTabulated, Form) and this window's dialog, which only
 * the plugin's own commands and overlay use (read through dialogOf).
 */
export interface TabulationInternals extends TabulationService {
  readonly dialog: TabulationDialog;
}

/** The conversation already has its tabulation (conversationTab set, not pending). */
export function isTabulated(conversationId: string): boolean {
  const c = workspaceState.conversations[conversationId];
  return !!c?.conversationTab && !c.pendingTab;
}

export function createTabulation(Form: ComponentType<TabulationFormProps>): TabulationInternals {
  const state = proxy<{ request: DialogRequest | null }>({ request: null });
  return {
    isTabulated,
    Form,
    dialog: {
      state,
      open: (request) => void (state.request = request),
      dismiss: () => void (state.request = null),
    },
  };
}

/** The dialog behind the public service type: the plugin made the service, so it has one. */
export const dialogOf = (service: TabulationService): TabulationDialog => (service as TabulationInternals).dialog;
