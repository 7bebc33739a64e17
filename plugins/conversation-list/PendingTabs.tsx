import { conversationSelected, evaluateWhen, Icon, timeLabel, useCommands, useGateContext, useSelectedConversationId, useService, useSnapshot, type When } from '@tessera/core';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { pendingBlock, pendingCount, pendingEnd, pendingHeading, pendingItem, pendingList, pendingName, pendingTrigger } from './list.css';
import { type ListEntry, pendingTabulation } from './views';

/** The Tab feature gates pending tabs (spec 000 §6): only when it is active and required. */
const tabRequired: When = { feature: 'Tab', required: true };

/**
 * Finished conversations still waiting for their tabulation, listed above the tabs so none is
 * forgotten; pressing one opens it and, when the tabulation plugin runs, its form (the same
 * 'tabulation.register' the conversation's notice runs). Shown only while the Tab feature is
 * required and something is pending; the agent can fold it away.
 */
export function PendingTabs({ entries }: { entries: readonly ListEntry[] }) {
  const intl = useIntl();
  const gates = useGateContext();
  const view = useService('conversation-list.view');
  const { pendingOpen } = useSnapshot(view.state);
  const selectedId = useSelectedConversationId();
  const commands = useCommands();
  const open = (conversationId: string) => {
    conversationSelected(conversationId);
    // Without the tabulation plugin the list still opens the conversation.
    if (commands.has('tabulation.register')) void commands.run('tabulation.register', { conversationId });
  };
  if (!evaluateWhen(tabRequired, gates)) return null;
  const pending = pendingTabulation(entries);
  if (pending.length === 0) return null;
  const title = intl.formatMessage({ id: 'conversationList.pendingTabs' });

  return (
    <Disclosure isExpanded={pendingOpen} onExpandedChange={view.setPendingOpen} className={pendingBlock}>
      <Heading level={3} className={pendingHeading}>
        <Button slot="trigger" className={pendingTrigger} aria-label={intl.formatMessage({ id: 'conversationList.withCount' }, { label: title, count: pending.length })}>
          <Icon name={pendingOpen ? 'down' : 'right'} size={12} />
          {title}{' '}
          <span className={pendingCount}>{pending.length}</span>
        </Button>
      </Heading>
      <DisclosurePanel>
        <ul className={pendingList} aria-label={title}>
          {pending.map((entry) => (
            <li key={entry.conversationId}>
              <Button
                className={pendingItem}
                onPress={() => open(entry.conversationId)}
                {...(entry.conversationId === selectedId ? { 'aria-current': true } : {})}
              >
                <span className={pendingName}>{entry.name}</span>
                {entry.end && <span className={pendingEnd}>{intl.formatMessage({ id: 'conversationList.endedAt' }, { time: timeLabel(entry.end) })}</span>}
              </Button>
            </li>
          ))}
        </ul>
      </DisclosurePanel>
    </Disclosure>
  );
}
