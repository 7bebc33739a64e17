import { type ComposerTriggerProps, useService, useSnapshot, useTriggerListbox } from '@tessera/core';

export default function NotePicker(props: ComposerTriggerProps) {
  const notes = useSnapshot(useService('notes.store').byConversation)[props.conversationId] ?? [];
  const shown = notes.filter((note) => note.includes(props.query));
  const listbox = useTriggerListbox(props, shown, { keyOf: (note) => note, onPick: props.insert });
  return <ul {...listbox.listboxProps}>{shown.map((note, i) => <li key={note} {...listbox.optionProps(i)}>{note}</li>)}</ul>;
}
