import { ApiError, Button, EmptyState, Spinner, UNAVAILABLE_SERVICE, useConversation, useQuery } from '@tessera/core';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { hostOf, usefulLinksQuery } from './api';
import { failure, link, linkHost, linkTitle, list, panel } from './usefulLinks.css';

/**
 * The useful links of the open conversation's skill and the company's global ones, as a dock
 * widget (spec 001 §2 "Useful links list; links open in a new tab"). Each opens in a new tab
 * without handing that page a way back into the workspace (noopener, noreferrer).
 */
export default function UsefulLinksWidget({ conversationId }: { conversationId: string | null }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const hintId = useId();
  const skillId = useConversation(conversationId ?? '')?.skillId;
  const links = useQuery(usefulLinksQuery(skillId));

  if (!conversationId || !skillId) return <EmptyState icon="link">{t('useful-links.noConversation')}</EmptyState>;
  if (links.isPending) return <Spinner label={t('useful-links.loading')} />;
  if (links.isError) {
    const message = links.error instanceof ApiError && links.error.message !== UNAVAILABLE_SERVICE ? links.error.message : t('errors.unavailableService');
    return (
      <div className={failure} role="alert">
        <p>{intl.formatMessage({ id: 'useful-links.failed' }, { message })}</p>
        <Button icon="refresh" onPress={() => void links.refetch()} isPending={links.isFetching}>
          {t('useful-links.retry')}
        </Button>
      </div>
    );
  }
  if (!links.data.length) return <EmptyState icon="link">{t('useful-links.empty')}</EmptyState>;
  return (
    <div className={panel}>
      <span id={hintId} hidden>
        {t('useful-links.opensInNewTab')}
      </span>
      <ul className={list} aria-label={t('useful-links.title')}>
        {links.data.map((item) => (
          <li key={item.key}>
            <a className={link} href={item.url} target="_blank" rel="noopener noreferrer" aria-describedby={hintId}>
              <span className={linkTitle}>{item.title}</span>
              <span className={linkHost}>{hostOf(item.url)}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
