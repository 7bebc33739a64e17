import { memo } from 'react';
import { ConversationRow } from './ConversationRow';
import { row } from './list.css';
import { reportRender } from './renderProbe';

interface Props {
  conversationId: string;
  /** The list's id prefix: the option's own id and its name's and description's. */
  idPrefix: string;
  selected: boolean;
  /** The one option Tab lands on (roving tabindex). */
  tabStop: boolean;
  /** Where it is in the whole list (1-based), when only part of the list is rendered (useListWindow). */
  position?: number | undefined;
  setSize?: number | undefined;
}

/** The DOM id of a conversation's option in the list with `idPrefix`. */
export const optionId = (idPrefix: string, conversationId: string) => `${idPrefix}-${conversationId}`;

/**
 * One option of the list. Memoised on plain props, so a row arriving, leaving or moving renders
 * that row alone; the rest are skipped whatever their position. Clicks and keys are handled once,
 * by the list (ConversationListBox).
 */
export const ConversationOption = memo(function ConversationOption({ conversationId, idPrefix, selected, tabStop, position, setSize }: Props) {
  const id = optionId(idPrefix, conversationId);
  reportRender('option', conversationId);
  return (
    <div
      role="option"
      id={id}
      data-key={conversationId}
      aria-selected={selected}
      data-selected={selected || undefined}
      aria-labelledby={`${id}-name`}
      // What a screen reader says after the name: unread count, last message, channel, SLA state.
      aria-describedby={`${id}-unread ${id}-preview ${id}-meta`}
      aria-posinset={position}
      aria-setsize={setSize}
      tabIndex={tabStop ? 0 : -1}
      className={row}
    >
      <ConversationRow
        conversationId={conversationId}
        nameId={`${id}-name`}
        previewId={`${id}-preview`}
        metaId={`${id}-meta`}
        unreadId={`${id}-unread`}
      />
    </div>
  );
});
