import { type DockWidgetProps, FormattedMessage, useService, useSnapshot } from '@tessera/core';

export default function NoteCount({ conversationId }: DockWidgetProps) {
  const notes = useSnapshot(useService('notes.store').byConversation);
  return <FormattedMessage id="notes.counted" values={{ count: notes[conversationId ?? '']?.length ?? 0 }} />;
}
