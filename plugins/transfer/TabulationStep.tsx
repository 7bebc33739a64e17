import { Spinner, useOptionalService } from '@tessera/core';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { lead, status } from './transfer.css';

/**
 * The company requires a tabulation and the conversation has none yet (spec 001 §4): the
 * tabulation plugin's form first; saving it moves on to the reason and target.
 */
export function TabulationStep({ conversationId, onSaved, onCancel }: { conversationId: string; onSaved: () => void; onCancel: () => void }) {
  const intl = useIntl();
  const tabulation = useOptionalService('tabulation.service');
  if (!tabulation) return null;
  const { Form } = tabulation;
  return (
    <>
      <p className={lead}>{intl.formatMessage({ id: 'transfer.tab.lead' })}</p>
      <Suspense
        fallback={
          <div className={status}>
            <Spinner label={intl.formatMessage({ id: 'transfer.tab.loading' })} />
          </div>
        }
      >
        <Form conversationId={conversationId} submitLabel={{ id: 'transfer.tab.continue' }} onSaved={onSaved} onCancel={onCancel} />
      </Suspense>
    </>
  );
}
