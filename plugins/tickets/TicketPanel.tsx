import { type DockWidgetProps, EmptyState, Icon, useConversation, useIntl, useQuery, useService, useSnapshot } from '@tessera/core';
import { Tab, TabList, TabPanel, Tabs, ToggleButton } from 'react-aria-components';
import { consumerTicketsQuery, readTicket } from './api';
import { InQueueList } from './InQueueList';
import { RecentData } from './RecentData';
import { ServiceHistory } from './ServiceHistory';
import * as css from './tickets.css';

/**
 * The ticket panel (spec 001 §2): a header ('Ticket' or 'Na fila') with the in-queue toggle and
 * its count, then the tabs 'recent data' and 'service history'. Shown by the dock beside a
 * conversation on the ticket channel; what the agent opened is kept per conversation.
 */
export default function TicketPanel({ conversationId }: DockWidgetProps) {
  const intl = useIntl();
  const conversation = useConversation(conversationId);
  if (!conversationId || !conversation) {
    return (
      <section className={css.panel} aria-label={intl.formatMessage({ id: 'tickets.title' })}>
        <EmptyState icon="ticket">{intl.formatMessage({ id: 'tickets.noConversation' })}</EmptyState>
      </section>
    );
  }
  // One panel per conversation: nothing drawn for one (a reply being typed, a preview) shows on the next.
  return <Panel key={conversationId} conversationId={conversationId} consumerId={conversation.consumer.id} protocol={conversation.protocol} rawTicket={(conversation as { ticket?: unknown }).ticket} />;
}

function Panel({ conversationId, consumerId, protocol, rawTicket }: { conversationId: string; consumerId: string; protocol?: string; rawTicket: unknown }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const memory = useService('tickets.memory');
  const view = useSnapshot(memory.view(conversationId));
  const tickets = useQuery(consumerTicketsQuery(consumerId, conversationId));
  const ticket = readTicket(rawTicket);
  const count = tickets.data?.count;

  return (
    <section className={css.panel} aria-label={t('tickets.title')}>
      <header className={css.header}>
        <h4 className={css.headerTitle}>
          <Icon name={view.inQueue ? 'list' : 'ticket'} />
          <span>{t(view.inQueue ? 'tickets.inQueue' : 'tickets.ticket')}</span>
          {!view.inQueue && protocol && <span className={css.protocol}>{t('tickets.protocol', { protocol })}</span>}
        </h4>
        {/* Named by what it shows ("Na fila 2"): the words a voice user says are the words on it. */}
        <ToggleButton className={css.queueToggle} isSelected={view.inQueue} onChange={(on) => memory.setInQueue(conversationId, on)}>
          <Icon name="list" />
          <span>{t('tickets.inQueue')}</span>
          {count !== undefined && (
            <>
              {' '}
              <span className={css.badge}>{count}</span>
            </>
          )}
        </ToggleButton>
      </header>
      {view.inQueue ? (
        <div className={css.body}>
          <InQueueList query={tickets} />
        </div>
      ) : (
        <Tabs selectedKey={view.tab} onSelectionChange={(key) => memory.setTab(conversationId, key === 'history' ? 'history' : 'recent')}>
          <TabList className={css.tabList} aria-label={t('tickets.tabs')}>
            <Tab id="recent" className={css.tab}>
              {t('tickets.recent')}
            </Tab>
            <Tab id="history" className={css.tab}>
              {t('tickets.history')}
            </Tab>
          </TabList>
          <TabPanel id="recent" className={css.tabPanel}>
            <RecentData conversationId={conversationId} ticket={ticket} {...(protocol ? { protocol } : {})} />
          </TabPanel>
          <TabPanel id="history" className={css.tabPanel}>
            <ServiceHistory conversationId={conversationId} consumerId={consumerId} />
          </TabPanel>
        </Tabs>
      )}
    </section>
  );
}
