import { Button, dateTimeLabel, disclosureClasses, EmptyState, Icon, Spinner, useIntl, useQuery, useService, useSnapshot } from '@tessera/core';
import { Button as AriaButton, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { type ConsumerTicket, serviceHistoryQuery } from './api';
import { Documents } from './Documents';
import { Failure } from './Failure';
import { FormDataView } from './FormDataView';
import { JourneyDetails } from './JourneyDetails';
import { ProcessData } from './ProcessData';
import * as css from './tickets.css';

const when = (iso: string | undefined) => (iso && !Number.isNaN(Date.parse(iso)) ? dateTimeLabel(iso) : undefined);

/**
 * The consumer's service history on the ticket channel (spec 001 §2; GET consumer/{id}/conversations/real_automation): one block per earlier
 * ticket with its process data, progress, journey, documents and form data; 'see all / hide all'.
 */
export function ServiceHistory({ conversationId, consumerId }: { conversationId: string; consumerId: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const memory = useService('tickets.memory');
  const { historyOpen } = useSnapshot(memory.view(conversationId));
  const query = useQuery(serviceHistoryQuery(consumerId, conversationId));
  if (query.isPending) return <Spinner label={t('tickets.loadingHistory')} />;
  if (query.isError) return <Failure retry={() => query.refetch()} busy={query.isFetching} />;
  const history = query.data;
  if (history.length === 0) return <EmptyState icon="clock">{t('tickets.noHistory')}</EmptyState>;
  const ids = history.map((h) => h.conversationId);
  const allOpen = ids.every((id) => historyOpen[id]);
  return (
    <>
      <div className={css.queueHead}>
        <span>{t('tickets.historyCount', { count: history.length })}</span>
        <Button variant="ghost" icon={allOpen ? 'up' : 'down'} onPress={() => memory.setHistoryOpen(conversationId, ids, !allOpen)} aria-expanded={allOpen}>
          {t(allOpen ? 'tickets.hideAll' : 'tickets.seeAll')}
        </Button>
      </div>
      {history.map((past) => (
        <HistoryBlock key={past.conversationId} past={past} open={!!historyOpen[past.conversationId]} onOpenChange={(open) => memory.setHistoryOpen(conversationId, [past.conversationId], open)} />
      ))}
    </>
  );
}

function HistoryBlock({ past, open, onOpenChange }: { past: ConsumerTicket; open: boolean; onOpenChange: (open: boolean) => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const title = past.title || t('tickets.protocol', { protocol: past.protocol ?? past.conversationId });
  const date = when(past.end ?? past.start);
  const ticket = past.ticket;
  const extra = [
    ...(past.protocol ? [{ label: t('tickets.protocolLabel'), value: past.protocol }] : []),
    ...(past.skillName ? [{ label: t('tickets.queue'), value: past.skillName }] : []),
  ];
  return (
    <Disclosure className={disclosureClasses.section.roomy} isExpanded={open} onExpandedChange={onOpenChange}>
      <Heading level={5} className={css.sectionHeading}>
        <AriaButton slot="trigger" className={disclosureClasses.trigger.roomy}>
          <span className={css.triggerIcon}>
            <Icon name="ticket" />
          </span>
          <span className={css.triggerLabel} style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <span>{title}</span>
            {date && <span className={css.stepTime}>{date}</span>}
          </span>
          <span className={disclosureClasses.chevron.roomy}>
            <Icon name="down" />
          </span>
        </AriaButton>
      </Heading>
      <DisclosurePanel>
        {ticket ? (
          <div className={css.historyInner}>
            <section aria-label={t('tickets.processData')} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
              <h6 className={css.subHeading}>{t('tickets.processData')}</h6>
              <ProcessData ticket={ticket} extra={extra} />
            </section>
            <section aria-label={t('tickets.journey')} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
              <h6 className={css.subHeading}>{t('tickets.journey')}</h6>
              <JourneyDetails ticket={ticket} />
            </section>
            <section aria-label={t('tickets.documents')} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
              <h6 className={css.subHeading}>{t('tickets.documents')}</h6>
              <Documents documents={ticket.documentsAttached} />
            </section>
            <section aria-label={t('tickets.formData')} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
              <h6 className={css.subHeading}>{t('tickets.formData')}</h6>
              <FormDataView form={ticket.formData} fileTitle={t('tickets.formData')} subtitle={title} />
            </section>
          </div>
        ) : (
          <div className={css.historyInner}>
            <p className={css.muted}>{t('tickets.noTicket')}</p>
          </div>
        )}
      </DisclosurePanel>
    </Disclosure>
  );
}
