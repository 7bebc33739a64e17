import { type DockWidgetProps, EmptyState, RenderContribution, refreshConversation, useContributions, useConversation } from '@tessera/core';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { bare, panel } from './customer.css';
import { isReadOnly } from './readOnly';
import { Section } from './Section';

/**
 * The customer side panel (spec 001 §2): collapsible sections, all open, filled by the plugins
 * that own each part through 'customer.sections' (abstract and find customer here, the contact's
 * name from contact-name, the relationship and the usability page from usability, the demand and
 * the tabulations from tabulation).
 */
export default function CustomerPanel({ conversationId }: DockWidgetProps) {
  const intl = useIntl();
  const c = useConversation(conversationId);
  const sections = useContributions('customer.sections');

  // The list may carry a summary only; the details (extra information, comments) come with the conversation itself.
  useEffect(() => {
    if (conversationId) void refreshConversation(conversationId);
  }, [conversationId]);

  if (!conversationId || !c) return <EmptyState icon="user">{intl.formatMessage({ id: 'customer.none' })}</EmptyState>;
  const props = { conversationId, readOnly: isReadOnly(c) };
  return (
    <div key={conversationId} className={panel}>
      {sections.map(({ plugin, contribution }) => {
        const part = <RenderContribution key={contribution.id} plugin={plugin} component={contribution.component} props={props} />;
        return contribution.title ? (
          <Section key={`${plugin.id}:${contribution.id}`} title={intl.formatMessage(contribution.title)}>
            {part}
          </Section>
        ) : (
          <div key={`${plugin.id}:${contribution.id}`} className={bare}>
            {part}
          </div>
        );
      })}
    </div>
  );
}
