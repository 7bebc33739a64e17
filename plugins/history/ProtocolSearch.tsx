import { Button, inputClass, type Notifier } from '@tessera/core';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { Input, Label, TextField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { findByProtocol, type PastConversation } from './api';
import { field, label, searchForm } from './history.css';
import { protocolInput, protocolStep, protocolToSearch, sameProtocol } from './protocol';

/** Spec 001 §9: the protocol search's toasts go after 3 s. */
export const PROTOCOL_TOAST_MS = 3_000;

/**
 * Finds an earlier conversation by its protocol number (spec 001 §2, §4, §5, §8): one already in
 * the loaded history opens at once, another is asked of the server; 'generic error' or
 * 'conversation not found' for 3 s otherwise.
 */
export function ProtocolSearch({ loaded, onFound, notify }: { loaded: readonly PastConversation[]; onFound: (c: PastConversation) => void; notify: Notifier }) {
  const intl = useIntl();
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);

  const search = async () => {
    const protocol = protocolToSearch(value);
    if (protocol === null || busy) return;
    const known = loaded.find((c) => sameProtocol(c.protocol, protocol));
    if (known) {
      onFound(known);
      return;
    }
    setBusy(true);
    try {
      const outcome = await findByProtocol(protocol);
      if ('found' in outcome) onFound(outcome.found);
      else notify.toast({ tone: 'error', text: { id: outcome.error === 'notFound' ? 'history.protocol.notFound' : 'history.protocol.genericError' } }, { timeout: PROTOCOL_TOAST_MS });
    } finally {
      setBusy(false);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void search();
  };
  // A number field's arrows, kept to whole numbers from 0 (the input's own would go below it).
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    setValue(protocolStep(value, event.key === 'ArrowUp' ? 1 : -1));
  };

  return (
    <form className={searchForm} onSubmit={onSubmit} role="search" aria-label={intl.formatMessage({ id: 'history.protocol.form' })}>
      <TextField className={field} value={value} onChange={(typed) => setValue(protocolInput(typed))}>
        <Label className={label}>{intl.formatMessage({ id: 'history.protocol.label' })}</Label>
        <Input className={inputClass} type="number" inputMode="numeric" min={0} step={1} onKeyDown={onKeyDown} placeholder={intl.formatMessage({ id: 'history.protocol.placeholder' })} />
      </TextField>
      <Button type="submit" variant="primary" icon="search" isPending={busy}>
        {intl.formatMessage({ id: 'history.protocol.submit' })}
      </Button>
    </form>
  );
}
