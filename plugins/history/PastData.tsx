import { ChannelBadge, dateTimeLabel, Spinner, useQuery } from '@tessera/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { commentsQuery, type PastConversation } from './api';
import { dataList, dataRow, dataTerm, dataValue, list, muted, note } from './history.css';

/** The Data tab: what the server says of the past conversation, as a list of terms and values. */
export function PastData({ past }: { past: PastConversation }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const percent = (n: number) => `${intl.formatNumber(n, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false })}%`;
  const agents = past.users.map((u) => u.user_name).filter(Boolean).join(', ');
  const rows: [string, ReactNode][] = [
    ['history.data.protocol', past.protocol],
    ['history.data.channel', past.channel ? <ChannelBadge channel={past.channel} /> : undefined],
    ['history.data.skill', past.skillName],
    ['history.data.start', past.start ? dateTimeLabel(past.start) : undefined],
    ['history.data.end', past.end ? dateTimeLabel(past.end) : undefined],
    ['history.data.closedBy', past.closedBy ? t(`history.closedBy.${['agent', 'manager', 'client', 'consumer', 'system'].includes(past.closedBy) ? past.closedBy : 'other'}`) : undefined],
    ['history.data.agents', agents || undefined],
    ['history.data.researched', t(past.isResearched ? 'history.yes' : 'history.no')],
    ['history.data.csat', past.csat !== undefined ? percent(past.csat) : undefined],
  ];
  return (
    <dl className={dataList}>
      {rows
        .filter(([, value]) => value !== undefined && value !== '')
        .map(([id, value]) => (
          <div key={id} className={dataRow}>
            <dt className={dataTerm}>{t(id)}</dt>
            <dd className={dataValue}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** The Notes tab: the reasons given when the conversation was transferred (its comments). */
export function PastNotes({ past }: { past: PastConversation }) {
  const intl = useIntl();
  const carried = past.conversationsComments;
  const query = useQuery({ ...commentsQuery(past.conversationId), enabled: !carried });
  const comments = carried ?? query.data;
  if (!comments && query.isPending) return <Spinner label={intl.formatMessage({ id: 'history.loading' })} />;
  if (!comments) return <p className={muted}>{intl.formatMessage({ id: 'history.notes.failed' })}</p>;
  if (comments.length === 0) return <p className={muted}>{intl.formatMessage({ id: 'history.notes.empty' })}</p>;
  return (
    <ul className={list}>
      {comments.map((c) => (
        <li key={c.id} className={note}>
          <span className={muted}>
            {intl.formatMessage({ id: 'history.notes.meta' }, { date: dateTimeLabel(c.created_at), from: c.skill_name_from ?? '—', to: c.skill_name_to ?? '—' })}
          </span>
          <div>{c.content}</div>
        </li>
      ))}
    </ul>
  );
}
