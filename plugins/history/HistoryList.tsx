import { Button as AriaButton } from 'react-aria-components';
import { ChannelBadge, dateTimeLabel } from '@tessera/core';
import { useIntl } from 'react-intl';
import type { PastConversation } from './api';
import { csatAverage, csatFigures, meetsGoal } from './csat';
import { figure, header, item, itemMeta, itemTitle, list, muted, sectionTitle } from './history.css';

/** The list header (spec 001 §2, §9): the consumer's average satisfaction against the goal. */
export function CsatHeader({ conversations, goal }: { conversations: readonly PastConversation[]; goal: number }) {
  const intl = useIntl();
  const average = csatAverage(conversations);
  const figures = csatFigures(average, goal, intl.locale);
  const tone = average === undefined ? 'none' : meetsGoal(average, goal) ? 'met' : 'missed';
  return (
    <p className={header} data-csat={tone}>
      <span>{intl.formatMessage({ id: 'history.csat.average' })}</span>
      <span className={figure[tone]}>{figures.average ?? intl.formatMessage({ id: 'history.csat.none' })}</span>
      <span className={muted}>{intl.formatMessage({ id: 'history.csat.goal' }, { goal: figures.goal })}</span>
    </p>
  );
}

function PastItem({ past, onOpen }: { past: PastConversation; onOpen: (p: PastConversation) => void }) {
  const intl = useIntl();
  const when = past.end ?? past.start;
  const protocol = past.protocol ?? past.conversationId;
  return (
    <li>
      <AriaButton className={item} onPress={() => onOpen(past)}>
        <span className={itemTitle}>{intl.formatMessage({ id: 'history.protocolTitle' }, { protocol })}</span>
        {past.channel ? <ChannelBadge channel={past.channel} /> : <span />}
        <span className={itemMeta}>
          {[when ? dateTimeLabel(when) : undefined, past.skillName].filter(Boolean).join(' · ')}
        </span>
        {past.isResearched && past.csat !== undefined ? (
          <span className={itemMeta}>{intl.formatMessage({ id: 'history.item.csat' }, { csat: `${intl.formatNumber(past.csat, { maximumFractionDigits: 2, useGrouping: false })}%` })}</span>
        ) : (
          <span />
        )}
      </AriaButton>
    </li>
  );
}

/** The earlier conversations, split into localized and researched ones (spec 001 §2). */
export function HistoryList({ conversations, onOpen }: { conversations: readonly PastConversation[]; onOpen: (p: PastConversation) => void }) {
  const intl = useIntl();
  if (conversations.length === 0) return <p className={muted}>{intl.formatMessage({ id: 'history.empty' })}</p>;
  const groups = [
    { id: 'localized', items: conversations.filter((c) => !c.isResearched) },
    { id: 'researched', items: conversations.filter((c) => c.isResearched) },
  ];
  return (
    <>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`history-${group.id}`}>
          <h4 id={`history-${group.id}`} className={sectionTitle}>
            {intl.formatMessage({ id: `history.group.${group.id}` }, { count: group.items.length })}
          </h4>
          {group.items.length === 0 ? (
            <p className={muted}>{intl.formatMessage({ id: `history.group.${group.id}.empty` })}</p>
          ) : (
            <ul className={list}>
              {group.items.map((past) => (
                <PastItem key={past.conversationId} past={past} onOpen={onOpen} />
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}
