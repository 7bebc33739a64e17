import { EmptyState, useIntl, useService, useSnapshot } from '@tessera/core';
import type { Ticket } from './api';
import { Documents } from './Documents';
import { FormDataView } from './FormDataView';
import { Interactions } from './Interactions';
import { JourneyDetails } from './JourneyDetails';
import type { Section as SectionId } from './memory';
import { ProcessData } from './ProcessData';
import { Section } from './Section';

/**
 * The recent data tab (spec 001 §2): process data, journey details, attached documents, form
 * data and interaction history, each an accordion whose open state is kept per conversation (§4).
 */
export function RecentData({ conversationId, ticket, protocol }: { conversationId: string; ticket: Ticket | null; protocol?: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const memory = useService('tickets.memory');
  const { open } = useSnapshot(memory.view(conversationId));
  const bind = (section: SectionId) => ({ open: open[section], onOpenChange: (value: boolean) => memory.setOpen(conversationId, section, value) });
  return (
    <>
      {ticket ? (
        <>
          <Section title={t('tickets.processData')} icon="info" {...bind('processData')}>
            <ProcessData ticket={ticket} />
          </Section>
          <Section title={t('tickets.journey')} icon="move" {...bind('journeyDetails')}>
            <JourneyDetails ticket={ticket} />
          </Section>
          <Section title={t('tickets.documents')} icon="book" {...bind('attachedDocuments')}>
            <Documents documents={ticket.documentsAttached} />
          </Section>
          <Section title={t('tickets.formData')} icon="list" {...bind('formData')}>
            <FormDataView form={ticket.formData} fileTitle={t('tickets.formData')} {...(protocol ? { subtitle: intl.formatMessage({ id: 'tickets.protocol' }, { protocol }) } : {})} />
          </Section>
        </>
      ) : (
        <EmptyState icon="ticket">{t('tickets.noTicket')}</EmptyState>
      )}
      <Section title={t('tickets.interactions')} icon="chat" {...bind('interactions')}>
        <Interactions conversationId={conversationId} tabs={ticket?.tabs ?? []} />
      </Section>
    </>
  );
}
