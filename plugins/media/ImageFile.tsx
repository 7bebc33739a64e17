import { type ContributionPoints, type LazyComponent, useCommands, useIntl } from '@tessera/core';
import { Button } from 'react-aria-components';
import { PlainFile } from './FileLabel';
import { THUMB_HEIGHT, THUMB_WIDTH, thumbButton, thumbImage } from './media.css';
import { showableImage } from './urls';

/** What a message file renderer gets (the conversation plugin's contract, read through the core's registry). */
export type FileRendererProps = ContributionPoints['conversation.messageRenderers']['component'] extends LazyComponent<infer P> ? P : never;

/**
 * An image in a message: its thumbnail (the thumbnail URL if safe, else the file's) in a box of a
 * fixed size, loaded lazily, as a button that opens the gallery on it. A picture whose URLs are
 * not safe (or not there yet: still being sent) shows by name only.
 */
export default function ImageFile({ conversationId, message, file }: FileRendererProps) {
  const intl = useIntl();
  const commands = useCommands();
  const name = file.file_name || intl.formatMessage({ id: 'media.image.unnamed' });
  const src = showableImage(file.thumb_url) ?? showableImage(file.file_url);
  if (!src || message.status.sending) {
    return <PlainFile name={name} icon="image" />;
  }
  return (
    <Button
      className={thumbButton}
      aria-label={intl.formatMessage({ id: 'media.image.open' }, { name })}
      onPress={() => commands.run('media.openGallery', { conversationId, messageId: message._id, fileUrl: file.file_url })}
    >
      <img className={thumbImage} src={src} alt="" width={THUMB_WIDTH} height={THUMB_HEIGHT} loading="lazy" decoding="async" draggable={false} />
    </Button>
  );
}
