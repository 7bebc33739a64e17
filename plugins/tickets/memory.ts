import { keyedRecord, proxy, ref } from '@tessera/core';

/** The accordions of the recent data (spec 001 §4: their open state is kept per conversation). */
export const SECTIONS = ['processData', 'journeyDetails', 'attachedDocuments', 'formData', 'interactions'] as const;
export type Section = (typeof SECTIONS)[number];

/** What the agent opens first on a ticket they have not touched: its process. */
export const DEFAULT_OPEN: Readonly<Record<Section, boolean>> = {
  processData: true,
  journeyDetails: false,
  attachedDocuments: false,
  formData: false,
  interactions: false,
};

export type PanelTab = 'recent' | 'history';

/** The reply the agent is writing on a ticket: kept until it is sent, whatever fails meanwhile. */
export interface ReplyDraft {
  tabId: string;
  text: string;
  privateNote: boolean;
  files: File[];
}

export interface TicketView {
  open: Record<Section, boolean>;
  tab: PanelTab;
  /** The in-queue list shows instead of the ticket. */
  inQueue: boolean;
  /** The service history's blocks the agent opened, by conversation id. */
  historyOpen: Record<string, boolean>;
  draft: ReplyDraft;
}

/**
 * The ticket panel's service ('tickets.memory'): per conversation, which accordions are open,
 * the tab, the in-queue toggle, the service history's open blocks and the reply being written,
 * so coming back to a ticket comes back to it as it was left.
 */
export interface TicketMemory {
  readonly views: Readonly<Record<string, TicketView>>;
  view(conversationId: string): TicketView;
  setOpen(conversationId: string, section: Section, open: boolean): void;
  setTab(conversationId: string, tab: PanelTab): void;
  setInQueue(conversationId: string, on: boolean): void;
  setHistoryOpen(conversationId: string, ids: readonly string[], open: boolean): void;
  setDraft(conversationId: string, draft: Partial<ReplyDraft>): void;
  clearDraft(conversationId: string): void;
}

const emptyDraft = (): ReplyDraft => ({ tabId: '', text: '', privateNote: false, files: ref([]) as File[] });

export function createTicketMemory(): TicketMemory {
  const views = proxy(keyedRecord<TicketView>());
  // The proxied view, not the plain object an assignment evaluates to: components subscribe to it.
  const viewOf = (id: string): TicketView => {
    views[id] ??= { open: { ...DEFAULT_OPEN }, tab: 'recent', inQueue: false, historyOpen: {}, draft: emptyDraft() };
    return views[id];
  };
  return {
    views,
    view: viewOf,
    setOpen(conversationId, section, open) {
      viewOf(conversationId).open[section] = open;
    },
    setTab(conversationId, tab) {
      viewOf(conversationId).tab = tab;
    },
    setInQueue(conversationId, on) {
      viewOf(conversationId).inQueue = on;
    },
    setHistoryOpen(conversationId, ids, open) {
      const view = viewOf(conversationId);
      for (const id of ids) view.historyOpen[id] = open;
    },
    setDraft(conversationId, draft) {
      const view = viewOf(conversationId);
      const { files, ...rest } = draft;
      Object.assign(view.draft, rest);
      if (files) view.draft.files = ref([...files]) as File[];
    },
    clearDraft(conversationId) {
      viewOf(conversationId).draft = emptyDraft();
    },
  };
}
