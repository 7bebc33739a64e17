import { notify } from '@tessera/core';
import { useState } from 'react';
import { LazyTabulationForm } from './LazyTabulationForm';
import { inPanel } from './tabulation.css';

/**
 * The customer panel's 'Register demand' (spec 001 §2): the tabulation form (PUT tab), ready for
 * the next demand once one is registered; the tabulations list below follows.
 */
export default function RegisterDemandSection({ conversationId }: { conversationId: string }) {
  const [registered, setRegistered] = useState(0);
  return (
    <div className={inPanel}>
      <LazyTabulationForm
        key={`${conversationId}:${registered}`}
        conversationId={conversationId}
        // The panel beside the conversation does not take the keyboard from the reply box.
        autoFocus={false}
        onSaved={(tab) => {
          notify.snackbar({ tone: 'success', text: { id: 'tabulation.saved' }, values: { tab: tab.tabName } });
          setRegistered((n) => n + 1);
        }}
      />
    </div>
  );
}
