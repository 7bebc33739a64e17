import { type Message, type Snapshot } from '@tessera/core';
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { carriedSummary } from './carried';
import { Keywords } from './Keywords';
import { carriedButton, carriedPopover, summaryText } from './summary.css';

/**
 * On a message that carries a summary (spec 001 §3 Message: summary, summaryKeywords), a
 * 'Summary' control in its footer that shows it and its keywords; nothing on any other message.
 */
export default function MessageSummary({ message }: { conversationId: string; message: Snapshot<Message> }) {
  const intl = useIntl();
  const carried = carriedSummary(message);
  if (!carried) return null;
  return (
    <DialogTrigger>
      <Button className={carriedButton}>{intl.formatMessage({ id: 'summary.carried.open' })}</Button>
      <Popover className={carriedPopover} placement="top">
        <Dialog aria-label={intl.formatMessage({ id: 'summary.carried.title' })}>
          <Heading slot="title">{intl.formatMessage({ id: 'summary.carried.title' })}</Heading>
          <p className={summaryText}>{carried.summary}</p>
          <Keywords keywords={carried.keywords} />
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
