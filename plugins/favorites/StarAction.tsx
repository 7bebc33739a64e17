import { Icon, type Message, type Snapshot, timeLabel, useCommands } from '@tessera/core';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { star } from './favorites.css';

/** How much of a message its star's name quotes. */
const SNIPPET = 40;

/**
 * The star on every message (spec 001 §2 "bookmark (favorite) messages"): a toggle named after the
 * message's time, pressed while it is a favourite.
 */
export default function StarAction({ conversationId, message }: { conversationId: string; message: Snapshot<Message> }) {
  const intl = useIntl();
  const commands = useCommands();
  const on = message.favorite;
  // Named by time and its first words: two messages of the same minute are told apart.
  const words = (message.text || message.files.map((f) => f.file_name).join(', ')).replace(/\s+/g, ' ').trim();
  const excerpt = words.length > SNIPPET ? `${words.slice(0, SNIPPET).trimEnd()}…` : words;
  const time = timeLabel(message.sentTime);
  return (
    <Button
      className={star[on ? 'on' : 'off']}
      aria-label={intl.formatMessage({ id: on ? 'favorites.unstar' : 'favorites.star' }, { time, excerpt })}
      aria-pressed={on}
      onPress={() => void commands.run('favorites.toggle', { conversationId, messageId: message._id })}
    >
      <Icon name="star" size={16} />
    </Button>
  );
}
