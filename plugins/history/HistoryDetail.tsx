import { IconButton, useService, useSnapshot } from '@tessera/core';
import { useEffect, useRef } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { PastConversation } from './api';
import { detailHeader, detailPanel, detailTitle, tab, tabList, tabPanel, tabs } from './history.css';
import type { HistoryTab } from './memory';
import { PastData, PastNotes } from './PastData';
import { PastMessages } from './PastMessages';

/** An earlier conversation (spec 001 §2): a back button, its protocol, and tabs Messages, Data, Notes. */
export function HistoryDetail({ conversationId, past }: { conversationId: string; past: PastConversation }) {
  const intl = useIntl();
  const memory = useService('history.memory');
  const selected = useSnapshot(memory.views)[conversationId]?.tab ?? 'messages';
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Opening a conversation moves the reading place to it.
  useEffect(() => titleRef.current?.focus(), [past.conversationId]);
  const protocol = past.protocol ?? past.conversationId;
  return (
    <div className={detailPanel} data-panel="history">
      <div className={detailHeader}>
        <IconButton icon="left" label={intl.formatMessage({ id: 'history.back' })} onPress={() => memory.back(conversationId)} />
        <h4 ref={titleRef} tabIndex={-1} className={detailTitle}>
          {intl.formatMessage({ id: 'history.protocolTitle' }, { protocol })}
        </h4>
      </div>
      <Tabs className={tabs} selectedKey={selected} onSelectionChange={(key) => memory.setTab(conversationId, key as HistoryTab)}>
        <TabList className={tabList} aria-label={intl.formatMessage({ id: 'history.tabs' })}>
          <Tab id="messages" className={tab}>
            {intl.formatMessage({ id: 'history.tab.messages' })}
          </Tab>
          <Tab id="data" className={tab}>
            {intl.formatMessage({ id: 'history.tab.data' })}
          </Tab>
          <Tab id="notes" className={tab}>
            {intl.formatMessage({ id: 'history.tab.notes' })}
          </Tab>
        </TabList>
        <TabPanel id="messages" className={tabPanel}>
          <PastMessages past={past} />
        </TabPanel>
        <TabPanel id="data" className={tabPanel}>
          <PastData past={past} />
        </TabPanel>
        <TabPanel id="notes" className={tabPanel}>
          <PastNotes past={past} />
        </TabPanel>
      </Tabs>
    </div>
  );
}
