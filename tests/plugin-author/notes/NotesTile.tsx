import { type TileProps, useService, useSnapshot } from '@tessera/core';

export default function NotesTile({ conversationId }: TileProps) {
  const notes = useSnapshot(useService('notes.store').byConversation);
  return <ul>{(conversationId ? (notes[conversationId] ?? []) : []).map((note, i) => <li key={i}>{note}</li>)}</ul>;
}
