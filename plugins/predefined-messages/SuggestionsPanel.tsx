import {
  Button,
  type ComposerTriggerProps,
  Icon,
  IconButton,
  notify,
  Spinner,
  useConversation,
  useOptionalService,
  useQuery,
  useQueryClient,
  useTriggerListbox,
} from '@tessera/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { failureText, fileNameOf, fileQuery, filterSuggestions, inertBlob, type PredefinedMessage, predefinedMessagesQuery, truncate } from './api';
import { ATTACHMENTS_UI, type AttachmentsUi } from './attachments';
import { failure, fileBar, fileLink, fileTag, head, list, message, option, status, title } from './suggestions.css';
import { useObjectUrl } from './useObjectUrl';

const NONE: readonly PredefinedMessage[] = [];

/**
 * The predefined messages under '/' (spec 001 §2): the FAQ of the conversation's skill. The
 * composer keeps focus (a combobox pointing at this listbox); ↑/↓ move, Enter or a click takes
 * the highlighted one, Escape clears the reply box and closes. A suggestion with a file opens
 * the attachment dialog with the file and the message.
 */
export default function SuggestionsPanel(props: ComposerTriggerProps) {
  const { conversationId, query, insert, close, subscribeKeys } = props;
  const intl = useIntl();
  const skillId = useConversation(conversationId)?.skillId;
  const loaded = useQuery(predefinedMessagesQuery(skillId));
  const all = loaded.data ?? NONE;
  const items = useMemo(() => filterSuggestions(all, query), [all, query]);
  const attachments = useOptionalService(ATTACHMENTS_UI) as AttachmentsUi | undefined;
  const queryClient = useQueryClient();
  // The suggestion whose file is being fetched, or whose file could not be.
  const [pending, setPending] = useState<{ key: string; error?: string } | null>(null);
  const busy = useRef(false);
  // A file that arrives after the agent closed the panel or typed on is dropped: what they typed stays.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);

  const pick = async (suggestion: PredefinedMessage) => {
    if (busy.current) return;
    if (!suggestion.file) return insert(suggestion.message);
    if (!attachments) {
      // No attachment dialog runs here: the message goes to the reply box, the file stays behind its link.
      insert(suggestion.message);
      notify.toast({ tone: 'warning', text: { id: 'predefined-messages.noAttachments' } });
      return;
    }
    busy.current = true;
    setPending({ key: suggestion.key });
    try {
      const file = await queryClient.fetchQuery(fileQuery(suggestion.file));
      if (!mounted.current) return;
      insert('');
      attachments.open(conversationId, { files: [file], text: suggestion.message });
    } catch (error) {
      if (mounted.current) setPending({ key: suggestion.key, error: failureText(error) });
    } finally {
      busy.current = false;
    }
  };

  const listbox = useTriggerListbox(props, items, { keyOf: (s) => s.key, onPick: (s) => void pick(s) });
  const active = listbox.activeIndex >= 0 ? items[listbox.activeIndex] : undefined;

  // Escape clears the reply box (and so closes the panel); the close button keeps what was typed.
  useEffect(
    () =>
      subscribeKeys((event) => {
        if (event.key !== 'Escape') return false;
        insert('');
        return true;
      }),
    [subscribeKeys, insert],
  );

  return (
    <div>
      <div className={head}>
        <span>{intl.formatMessage({ id: 'predefined-messages.heading' })}</span>
        <IconButton icon="close" label={intl.formatMessage({ id: 'predefined-messages.close' })} onPress={close} />
      </div>
      {loaded.isError && !loaded.isFetching && !all.length ? (
        <p className={status} role="alert">
          {intl.formatMessage({ id: 'predefined-messages.error' }, { message: failureText(loaded.error) })}{' '}
          <Button variant="ghost" onPress={() => void loaded.refetch()}>
            {intl.formatMessage({ id: 'predefined-messages.retry' })}
          </Button>
        </p>
      ) : !loaded.isSuccess && !all.length ? (
        <p className={status}>
          <Spinner label={intl.formatMessage({ id: 'predefined-messages.loading' })} />
        </p>
      ) : items.length === 0 ? (
        <p className={status} role="status">
          {intl.formatMessage({ id: 'predefined-messages.empty' })}
        </p>
      ) : (
        <>
          <ul {...listbox.listboxProps} aria-label={intl.formatMessage({ id: 'predefined-messages.list' })} className={list}>
            {items.map((s, i) => (
              // The composer owns focus; options are chosen by pointer or by its arrow keys.
              <li key={s.key} {...listbox.optionProps(i)} className={option}>
                {s.title && <span className={title}>{s.title}</span>}
                <span className={message}>{truncate(s.message)}</span>
                {s.file && (
                  <span className={fileTag}>
                    <Icon name="link" size={14} />
                    {intl.formatMessage({ id: 'predefined-messages.fileTag' }, { name: fileNameOf(s.file) })}
                  </span>
                )}
              </li>
            ))}
          </ul>
          {active?.file && <FileBar key={active.key} href={active.file} pending={pending?.key === active.key ? pending : null} />}
        </>
      )}
    </div>
  );
}

/** The highlighted suggestion's file: its name, a link that opens it in a new tab, and how fetching it went. */
function FileBar({ href, pending }: { href: string; pending: { error?: string } | null }) {
  const intl = useIntl();
  // Fetched as soon as it is highlighted: the link then opens the very bytes the dialog gets.
  const fetched = useQuery(fileQuery(href));
  const inert = useMemo(() => fetched.data && inertBlob(fetched.data), [fetched.data]);
  const local = useObjectUrl(inert);
  const name = fileNameOf(href);
  return (
    <div className={fileBar}>
      <span>{intl.formatMessage({ id: 'predefined-messages.fileTag' }, { name })}</span>
      <a className={fileLink} href={local ?? href} target="_blank" rel="noopener noreferrer">
        {intl.formatMessage({ id: 'predefined-messages.openFile' })}
      </a>
      {pending && !pending.error && <Spinner label={intl.formatMessage({ id: 'predefined-messages.preparingFile' }, { name })} />}
      {pending?.error && (
        <p className={failure} role="alert">
          {intl.formatMessage({ id: 'predefined-messages.fileError' }, { name, message: pending.error })}
        </p>
      )}
    </div>
  );
}
