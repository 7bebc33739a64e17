import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';

/** What the tabulation form reports once the server registered the tabulation. */
export interface SavedTab {
  tabId: string;
  tabName: string;
}

/** Props of the three-level form another plugin may embed (the transfer's first step). */
export interface TabulationFormProps {
  conversationId: string;
  /** The save button's label (default 'Salvar tabulação'). */
  submitLabel?: MessageDescriptor;
  onSaved: (tab: SavedTab) => void;
  onCancel?: () => void;
  /**
   * The first level takes the keyboard as the form shows (default true, for a dialog). False where
   * the form sits in a panel the agent has not gone to (the customer panel): levels then take it
   * only once the agent has chosen one above.
   */
  autoFocus?: boolean;
}

/**
 * The tabulation plugin's service ('tabulation.service': the runtime wants provided services
 * namespaced by the plugin, so not the bare 'tabulation'): for plugins that need a tabulation first.
 */
export interface TabulationService {
  /** The conversation already has its tabulation (conversationTab set, not pending). */
  isTabulated(conversationId: string): boolean;
  /**
   * The three-level form (React.lazy inside), for another plugin's dialog step. Saving does PUT tab
   * and conversationTabulated. It draws its own <form> and buttons: put it beside, not inside, another form.
   */
  Form: ComponentType<TabulationFormProps>;
}

/** The tabulation plugin's public contract: its service and commands, typed for other plugins. */
declare module '@tessera/core' {
  interface Services {
    'tabulation.service': TabulationService;
  }
  interface Commands {
    /** Closes the conversation: the tabulation form when the Tab feature is on, else a confirmation. */
    'tabulation.close': { conversationId: string };
    /** Registers the demand of a finished conversation (the pending-tab notice, the list's pending block). */
    'tabulation.register': { conversationId: string };
  }
}
