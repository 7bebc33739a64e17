import type { Message, MessageFile, Snapshot } from '@tessera/core';
import { showableImage } from './urls';

/** An image of the thread the gallery can show. */
export interface GalleryImage {
  messageId: string;
  fileUrl: string;
  /** What the gallery draws large (the file, else its thumbnail). */
  src: string;
  /** What the strip draws (the thumbnail, else the file). */
  thumb: string;
  name: string;
  sentTime: string;
}

export const isImage = (file: Pick<MessageFile, 'mime_type'>) => file.mime_type.toLowerCase().startsWith('image/');

/** The images of a thread, oldest first: every image file of the messages held whose URL may be shown. */
export function galleryImages(messages: readonly Snapshot<Message>[] | undefined): GalleryImage[] {
  const images: GalleryImage[] = [];
  for (const message of messages ?? []) {
    for (const file of message.files) {
      if (!isImage(file)) continue;
      const full = showableImage(file.file_url);
      const thumb = showableImage(file.thumb_url);
      if (!full && !thumb) continue;
      images.push({ messageId: message._id, fileUrl: file.file_url, src: (full ?? thumb)!, thumb: (thumb ?? full)!, name: file.file_name, sentTime: message.sentTime });
    }
  }
  return images;
}
