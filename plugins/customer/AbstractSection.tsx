import { Button as KitButton, dateTimeLabel, disclosureClasses, Icon, keyValueClasses, Spinner, useConversation, useQuery } from '@tessera/core';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { carriedComments, commentsQuery, type TransferComment } from './comments';
import type { CustomerSectionProps } from './contract';
import { comment, commentRoute, comments as commentsClass, commentText, error, muted } from './customer.css';

/** Abstract (spec 001 §2): the conversation's skill and a collapsible transfer summary of its comments. */
export default function AbstractSection({ conversationId }: CustomerSectionProps) {
  const intl = useIntl();
  const c = useConversation(conversationId);
  const carried = carriedComments(c);
  return (
    <>
      <dl className={keyValueClasses.list.dense}>
        <dt className={keyValueClasses.term}>{intl.formatMessage({ id: 'customer.abstract.skill' })}</dt>
        <dd className={keyValueClasses.value}>{c?.skillName || '—'}</dd>
      </dl>
      <Disclosure defaultExpanded>
        <Heading level={5} style={{ margin: 0 }}>
          <Button slot="trigger" className={disclosureClasses.trigger.nested}>
            <span style={{ flex: 1 }}>{intl.formatMessage({ id: 'customer.abstract.transfers' })}</span>
            <span className={disclosureClasses.chevron.dense}>
              <Icon name="down" />
            </span>
          </Button>
        </Heading>
        <DisclosurePanel>{carried ? <CommentList list={carried} /> : <FetchedComments conversationId={conversationId} />}</DisclosurePanel>
      </Disclosure>
    </>
  );
}

function FetchedComments({ conversationId }: { conversationId: string }) {
  const intl = useIntl();
  const query = useQuery(commentsQuery(conversationId));
  if (query.isPending) return <Spinner label={intl.formatMessage({ id: 'customer.abstract.loading' })} />;
  if (query.isError) {
    return (
      <p className={error} role="alert">
        {intl.formatMessage({ id: 'customer.abstract.error' })}
        <KitButton variant="ghost" onPress={() => void query.refetch()} isPending={query.isFetching}>
          {intl.formatMessage({ id: query.isFetching ? 'customer.wait' : 'customer.retry' })}
        </KitButton>
      </p>
    );
  }
  return <CommentList list={query.data} />;
}

function CommentList({ list }: { list: readonly TransferComment[] }) {
  const intl = useIntl();
  if (list.length === 0) return <p className={muted}>{intl.formatMessage({ id: 'customer.abstract.noTransfers' })}</p>;
  return (
    <ul className={commentsClass} aria-label={intl.formatMessage({ id: 'customer.abstract.transfers' })}>
      {list.map((item) => (
        <li key={item.id} className={comment}>
          <span className={muted}>{Number.isNaN(Date.parse(item.created_at)) ? item.created_at : dateTimeLabel(item.created_at)}</span>
          <span className={commentRoute}>{intl.formatMessage({ id: 'customer.abstract.route' }, { from: item.skill_name_from || '—', to: item.skill_name_to || '—' })}</span>
          <p className={commentText}>{item.content}</p>
        </li>
      ))}
    </ul>
  );
}
