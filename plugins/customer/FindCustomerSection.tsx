import { ApiError, Button, Spinner, UNAVAILABLE_SERVICE, useConversation, useQuery, useService } from '@tessera/core';
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import type { CustomerSectionProps } from './contract';
import { chip, chipKey, chips as chipsClass, divider, error, muted } from './customer.css';

/**
 * Find customer (spec 001 §2, §5): the 'Usabilidade' widget's data as key/value chips, grouped
 * and ordered by the widgets plugin's rule (user_data, else the siebel fields), a divider between
 * groups; never asked for a closed or post-chat conversation.
 */
export default function FindCustomerSection({ conversationId }: CustomerSectionProps) {
  const intl = useIntl();
  const c = useConversation(conversationId);
  const widgets = useService('widgets.data');
  const query = useQuery(widgets.dataQuery('Usabilidade', c));
  const t = (id: string) => intl.formatMessage({ id });

  if (c && (c.status === 'closed' || c.status === 'pos-chat')) return <p className={muted}>{t('customer.find.finished')}</p>;
  if (query.isError) {
    const message = query.error instanceof ApiError ? query.error.message : UNAVAILABLE_SERVICE;
    return (
      <div role="alert">
        <p className={error}>{t('customer.find.error')}</p>
        <p className={muted}>{message}</p>
        <Button variant="ghost" onPress={() => void query.refetch()} isPending={query.isFetching}>
          {t(query.isFetching ? 'customer.wait' : 'customer.retry')}
        </Button>
      </div>
    );
  }
  if (query.isPending && query.fetchStatus !== 'idle') return <Spinner label={t('customer.find.loading')} />;
  const data = query.data;
  // One rule for every panel showing them (the service tools too): the widgets plugin's.
  const list = data ? widgets.customerLines(data) : [];
  if (list.length === 0) return <p className={muted}>{t('customer.find.empty')}</p>;
  // One list per group, a divider between (spec 001 §5).
  const groups: (typeof list)[] = [];
  for (const item of list) {
    const last = groups.at(-1);
    if (last && last[0]!.group === item.group) last.push(item);
    else groups.push([item]);
  }
  return (
    <div>
      {groups.map((group, g) => (
        <Fragment key={group[0]!.group}>
          {g > 0 && <hr className={divider} />}
          <ul className={chipsClass}>
            {group.map((item, i) => (
              <li key={`${i}:${item.key}`} className={chip}>
                <span className={chipKey}>{item.siebel ? t(`customer.find.siebel.${item.siebel}`) : item.key}:</span>
                <span>{item.value.kind === 'text' ? item.value.text : t('customer.find.invalidType')}</span>
              </li>
            ))}
          </ul>
        </Fragment>
      ))}
    </div>
  );
}
