import { Button, type HeaderPanelProps, TextField, useIntl, useService } from '@tessera/core';
import { useState } from 'react';

export default function AddNote({ conversationId, close }: HeaderPanelProps) {
  const intl = useIntl();
  const notes = useService('notes.store');
  const [text, setText] = useState('');
  return (
    <form onSubmit={(e) => (e.preventDefault(), notes.add(conversationId, text), close())}>
      <TextField label={intl.formatMessage({ id: 'notes.field' })} value={text} onChange={setText} />
      <Button type="submit">{intl.formatMessage({ id: 'notes.save' })}</Button>
    </form>
  );
}
