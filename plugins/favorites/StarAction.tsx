import { Icon, type Message, type Snapshot, timeLabel, useCommands } from '@tessera/core';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { star } from './favorites.css';

/**
 * The star on every message (spec 001 §2 "bookmark (favorite) messages"): a toggle named after the
 * message's time, pressed while it is a favourite.
 */
export default function StarAction({ conversationId, message }: { conversationId: string; message: Snapshot<Message> }) {
  const intl = useIntl();
  const commands = useCommands();
  const on = message.favorite;
  const time = timeLabel(message.sentTime);
  return (
    <Button
      className={star[on ? 'on' : 'off']}
      aria-label={intl.formatMessage({ id: on ? 'favorites.unstar' : 'favorites.star' }, { time })}
      aria-pressed={on}
      onPress={() => void commands.run('favorites.toggle', { conversationId, messageId: message._id })}
    >
      <Icon name="star" size={16} />
    </Button>
  );
}
