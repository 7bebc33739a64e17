import { useId } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useSelectedConversationId, useService, useSnapshot } from '@tessera/core';
import { ConversationListBox } from './ConversationListBox';
import { FilterButtons } from './FilterButtons';
import { tab as tabClass, tabCount, tabList, tabPanel, tabs } from './list.css';
import { countByFilter, countByTab, type ListEntry, type ListFilter, type ListTab, listTabs, visibleEntries } from './views';

/**
 * Inbox and Reply (spec 000 §2), each tab with its count; the panel holds the filter buttons and
 * the rows. Arrow keys move between the tabs. The Reply tab's rule is its accessible description.
 */
export function ListTabs({ entries }: { entries: readonly ListEntry[] }) {
  const intl = useIntl();
  const list = useService('conversation-list.view');
  const view = useSnapshot(list.state);
  const counts = countByTab(entries);
  const replyRuleId = useId();
  const t = (id: string) => intl.formatMessage({ id });

  return (
    <Tabs selectedKey={view.tab} onSelectionChange={(key) => list.chooseTab(key as ListTab)} className={tabs}>
      <TabList aria-label={t('conversationList.tabs')} className={tabList}>
        {listTabs.map((tab) => {
          const label = t(`conversationList.tab.${tab}`);
          return (
            <Tab
              key={tab}
              id={tab}
              className={tabClass}
              aria-label={intl.formatMessage({ id: 'conversationList.withCount' }, { label, count: counts[tab] })}
              {...(tab === 'reply' ? { 'aria-describedby': replyRuleId } : {})}
            >
              {/* Seen as "Entrada 7", named "Entrada, 7 conversas": the space keeps the two words apart. */}
              {label}{' '}
              <span className={tabCount}>{counts[tab]}</span>
            </Tab>
          );
        })}
      </TabList>
      <span id={replyRuleId} hidden>
        {t('conversationList.tab.reply.rule')}
      </span>
      {listTabs.map((tab) => (
        <TabPanel key={tab} id={tab} className={tabPanel}>
          <ListPanel tab={tab} entries={entries} filters={view.filters} />
        </TabPanel>
      ))}
    </Tabs>
  );
}

/** One tab's content (rendered only while its tab is selected). */
function ListPanel({ tab, entries, filters }: { tab: ListTab; entries: readonly ListEntry[]; filters: readonly ListFilter[] }) {
  const intl = useIntl();
  const open = useSelectedConversationId();
  return (
    <>
      <FilterButtons counts={countByFilter(entries, tab)} />
      <ConversationListBox
        entries={visibleEntries(entries, tab, filters, open)}
        emptyText={intl.formatMessage({ id: filters.length ? 'conversationList.emptyFiltered' : `conversationList.empty.${tab}` })}
      />
    </>
  );
}
