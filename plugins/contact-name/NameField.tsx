import { ApiError, contactRenamed, IconButton, logger, notify, useConversation } from '@tessera/core';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { saveDisplayName } from './api';
import { field, fieldLabel, fieldRow, fields, fieldValue } from './contactName.css';
import DisplayNameDialog from './DisplayNameDialog';

interface Props {
  conversationId: string;
  readOnly: boolean;
}

/**
 * The contact's names in the customer panel (spec 001 §2 Contact identification, §5): the registered
 * name with the edit button (the same dialog as the header's), and the edited display name with a
 * clear button (PATCH display-name null), disabled while its call runs. Neither for a read-only
 * conversation (closed, post-chat, researched).
 */
export default function NameField({ conversationId, readOnly }: Props) {
  const intl = useIntl();
  const consumer = useConversation(conversationId)?.consumer;
  const [editing, setEditing] = useState(false);
  const [clearing, setClearing] = useState(false);
  const names = useRef<HTMLDivElement>(null);
  if (!consumer) return null;
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const clear = async () => {
    setClearing(true);
    try {
      await saveDisplayName(consumer.id, null);
      contactRenamed({ consumerId: consumer.id, displayName: null });
      notify.snackbar({ tone: 'success', text: { id: 'contactName.cleared' }, values: { name: consumer.name } });
      // The clear button went with the name: the keyboard stays with the names, on the edit button.
      requestAnimationFrame(() => names.current?.querySelector<HTMLButtonElement>('button')?.focus());
    } catch (error) {
      logger.warn('[contact-name] the display name was not cleared', error);
      notify.toast({ tone: 'error', text: error instanceof ApiError ? error.message : String(error) });
    } finally {
      setClearing(false);
    }
  };

  return (
    <div ref={names} className={fields}>
      <div className={field}>
        <span className={fieldLabel}>{t('contactName.registeredLabel')}</span>
        <div className={fieldRow}>
          <span className={fieldValue}>{consumer.name}</span>
          <IconButton icon="edit" label={t('contactName.edit')} isDisabled={readOnly} onPress={() => setEditing(true)} />
        </div>
      </div>
      {consumer.displayName && (
        <div className={field}>
          <span className={fieldLabel}>{t('contactName.field')}</span>
          <div className={fieldRow}>
            <span className={fieldValue}>{consumer.displayName}</span>
            <IconButton icon="close" label={t('contactName.clear', { name: consumer.displayName })} isDisabled={readOnly || clearing} onPress={() => void clear()} />
          </div>
        </div>
      )}
      {editing && <DisplayNameDialog conversationId={conversationId} close={() => setEditing(false)} />}
    </div>
  );
}
