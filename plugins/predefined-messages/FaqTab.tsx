import { Button, Icon, notify, Spinner, useOptionalService, useQuery, useQueryClient } from '@tessera/core';
import { type ComponentType, useEffect, useMemo, useRef, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { failureText, fileNameOf, fileQuery, type PredefinedMessage, predefinedMessagesQuery } from './api';
import { ATTACHMENTS_UI, type AttachmentsUi } from './attachments';
import { chip, chips, faqItem, faqList, faqMessage, faqRow, globalChip, status, title } from './suggestions.css';

/** What the knowledge panel gives its tabs (its 'knowledge.tabs' point), as far as this tab uses it. */
interface KnowledgeTabProps {
  conversationId: string;
  skillId: string | undefined;
  matches(text: string): boolean;
  Highlight: ComponentType<{ text: string }>;
  current: number;
  report(results: { count: number; ready: boolean; activate(index: number): void }): void;
  insert(text: string): void;
}

const NONE: readonly PredefinedMessage[] = [];

/**
 * The knowledge panel's FAQ tab (spec 001 §2, §3): the predefined messages of the conversation's
 * skill with their categories, the company's global ones marked. A click (or Ctrl+Enter on the
 * highlighted one) puts the message in the reply box; one with a file opens the attachment dialog
 * with both, as the '/' list does.
 */
export default function FaqTab({ conversationId, skillId, matches, Highlight, current, report, insert }: KnowledgeTabProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const loaded = useQuery(predefinedMessagesQuery(skillId));
  const all = loaded.data ?? NONE;
  const items = useMemo(
    () => all.filter((s) => matches(s.title) || matches(s.message) || (s.categories ?? []).some(matches)),
    [all, matches],
  );
  const attachments = useOptionalService(ATTACHMENTS_UI) as AttachmentsUi | undefined;
  const queryClient = useQueryClient();
  const [preparing, setPreparing] = useState<string | null>(null);
  const currentRef = useRef<HTMLLIElement>(null);

  const pick = async (faq: PredefinedMessage) => {
    if (!faq.file || !attachments) {
      insert(faq.message);
      if (faq.file) notify.toast({ tone: 'warning', text: { id: 'predefined-messages.noAttachments' } });
      return;
    }
    setPreparing(faq.key);
    try {
      const file = await queryClient.fetchQuery(fileQuery(faq.file));
      attachments.open(conversationId, { files: [file], text: faq.message });
    } catch (error) {
      notify.toast({ tone: 'error', text: { id: 'predefined-messages.fileError' }, values: { name: fileNameOf(faq.file), message: failureText(error) } });
    } finally {
      setPreparing(null);
    }
  };
  const pickRef = useRef(pick);
  pickRef.current = pick;

  useEffect(() => {
    report({ count: items.length, ready: loaded.isSuccess, activate: (index) => items[index] && void pickRef.current(items[index]) });
  }, [items, loaded.isSuccess, report]);
  useEffect(() => {
    // In braces: a browser whose scrollIntoView answers a promise must not hand React a cleanup that is not one.
    currentRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);

  if (loaded.isError && !all.length) {
    return (
      <p className={status} role="alert">
        {t('predefined-messages.error', { message: failureText(loaded.error) })}{' '}
        <Button variant="ghost" onPress={() => void loaded.refetch()}>
          {t('predefined-messages.retry')}
        </Button>
      </p>
    );
  }
  if (!loaded.isSuccess && !all.length) return <Spinner label={t('predefined-messages.loading')} />;
  if (!all.length) return <p className={status}>{t('predefined-messages.empty')}</p>;
  return (
    <ul className={faqList} aria-label={t('predefined-messages.faqList')}>
      {items.map((faq, index) => (
        <li key={faq.key} className={faqRow} aria-current={index === current || undefined} ref={index === current ? currentRef : undefined}>
          <AriaButton className={faqItem} onPress={() => void pick(faq)} isDisabled={preparing === faq.key}>
            {faq.title && (
              <span className={title}>
                <Highlight text={faq.title} />
              </span>
            )}
            <span className={faqMessage}>
              <Highlight text={faq.message} />
            </span>
          </AriaButton>
          {(faq.global || faq.categories?.length || faq.file) && (
            <span className={chips}>
              {faq.global && <span className={globalChip}>{t('predefined-messages.global')}</span>}
              {faq.categories?.map((category) => (
                <span key={category} className={chip}>
                  <Highlight text={category} />
                </span>
              ))}
              {faq.file && (
                <span className={chip}>
                  <Icon name="link" size={12} />
                  {t('predefined-messages.fileTag', { name: fileNameOf(faq.file) })}
                </span>
              )}
            </span>
          )}
          {preparing === faq.key && <Spinner label={t('predefined-messages.preparingFile', { name: fileNameOf(faq.file ?? '') })} />}
        </li>
      ))}
    </ul>
  );
}
