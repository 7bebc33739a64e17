import type { Contribution, LazyComponent } from '@tessera/core';
import type { MessageDescriptor } from 'react-intl';

/** What a part of the customer panel gets: the open conversation, and whether it may be changed. */
export interface CustomerSectionProps {
  conversationId: string;
  /**
   * Closed, post-chat, or a researched conversation (spec 001 §4, §5): shown, not changed. The
   * relationship, the name edit and the display-name clear are disabled.
   */
  readOnly: boolean;
}

/**
 * A part of the customer panel (spec 001 §2 'Customer side panel'): with a title, a collapsible
 * section, open by default; without one, a bare row between sections (the open-usability button).
 */
export interface CustomerSectionContribution extends Contribution {
  /** Lower comes first: abstract 10, identification 20, find customer 30, register demand 40, open usability 50, tabulations 60. */
  order: number;
  title?: MessageDescriptor;
  component: LazyComponent<CustomerSectionProps>;
}

/** A field of the 'Contact identification' section (the name and its edit, the relationship). */
export interface CustomerIdentificationContribution extends Contribution {
  order: number;
  component: LazyComponent<CustomerSectionProps>;
}

/** The customer plugin's public contract: the panel's two contribution points, typed for other plugins. */
declare module '@tessera/core' {
  interface ContributionPoints {
    'customer.sections': CustomerSectionContribution;
    'customer.identification': CustomerIdentificationContribution;
  }
}
