import { EmptyState, Spinner, useIntl, useQuery } from '@tessera/core';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { type Interaction, interactionsQuery, type TicketTab } from './api';
import { Documents } from './Documents';
import { Failure } from './Failure';
import { ReplyForm } from './ReplyForm';
import { sentTimeLabel } from './rules';
import * as css from './tickets.css';

/**
 * The ticket's interaction history (spec 001 §2, §7 GET interaction/{chatId}): one item per
 * message with its author and sent time ('D MMMM YYYY | HH:mm:ss'), its tabulation (levels 1 to
 * 3, 'view more / less'), public and private notes with the operator's files; the reply below.
 */
export function Interactions({ conversationId, tabs }: { conversationId: string; tabs: readonly TicketTab[] }) {
  const intl = useIntl();
  const query = useQuery(interactionsQuery(conversationId));
  let list;
  if (query.isPending) list = <Spinner label={intl.formatMessage({ id: 'tickets.loadingInteractions' })} />;
  else if (query.isError) list = <Failure retry={() => query.refetch()} busy={query.isFetching} />;
  else if (query.data.length === 0) list = <EmptyState icon="chat">{intl.formatMessage({ id: 'tickets.noInteractions' })}</EmptyState>;
  else
    list = (
      <ol className={css.interactions} aria-label={intl.formatMessage({ id: 'tickets.interactions' })}>
        {query.data.map((item, index) => (
          <InteractionItem key={item.id || `i-${index}`} item={item} />
        ))}
      </ol>
    );
  return (
    <>
      {list}
      <ReplyForm conversationId={conversationId} tabs={tabs} />
    </>
  );
}

const isNote = (item: Interaction) => item.by === 'agent' || item.by === 'manager';

function InteractionItem({ item }: { item: Interaction }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [more, setMore] = useState(false);
  const language = intl.locale.toLowerCase().startsWith('en') ? 'en' : 'pt';
  const note = isNote(item);
  const author = item.userName || t(`tickets.by.${item.by}`);
  const variant = note ? (item.privateNote ? 'private' : 'agent') : item.by === 'consumer' ? 'consumer' : 'system';
  const shownTabs = more ? item.tabs : item.tabs.slice(0, 1);
  return (
    <li className={`${css.interaction} ${css.interactionBy[variant]}`}>
      <div className={css.interactionHead}>
        <span>
          <span className={css.author}>{author}</span>{' '}
          {note && <span className={css.noteBadge[item.privateNote ? 'private' : 'public']}>{t(item.privateNote ? 'tickets.privateNote' : 'tickets.publicNote')}</span>}
        </span>
        <time className={css.stepTime} dateTime={item.sentTime}>
          {sentTimeLabel(item.sentTime, language)}
        </time>
      </div>
      {item.text && <p className={css.interactionText}>{item.text}</p>}
      {item.tabs.length > 0 && (
        <>
          <ul className={css.tabPath} aria-label={t('tickets.tabulation')}>
            {shownTabs.map((name, level) => (
              <li key={`${level}-${name}`} className={css.tabLevel}>
                {t('tickets.tabLevel', { level: String(level + 1), name })}
              </li>
            ))}
          </ul>
          {item.tabs.length > 1 && (
            <Button className={css.linkButton} aria-expanded={more} onPress={() => setMore(!more)}>
              {t(more ? 'tickets.viewLess' : 'tickets.viewMore')}
            </Button>
          )}
        </>
      )}
      {note && item.filesOperator.length > 0 && <Documents documents={item.filesOperator} label={t('tickets.operatorFiles', { author })} empty={false} />}
    </li>
  );
}
