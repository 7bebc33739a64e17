import type { Message, MessageFile, Snapshot } from '@tessera/core';
import type { ListedImage } from './state';
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

/** An image as the gallery draws it, whatever it came from. */
export interface ShownImage {
  /** Tells it from the others of its gallery. */
  key: string;
  /** The file as given (what is downloaded). */
  fileUrl: string;
  src: string;
  thumb: string;
  name: string;
}

/** The thread's images as the gallery draws them. */
export const threadShown = (images: readonly GalleryImage[]): ShownImage[] =>
  images.map((image) => ({ key: `${image.messageId}|${image.fileUrl}`, fileUrl: image.fileUrl, src: image.src, thumb: image.thumb, name: image.name }));

/**
 * A list of images given to the gallery (media.openImages), those whose URL may be shown, and
 * where the one asked for is among them (the nearest one before it when it may not be shown).
 */
export function listedShown(images: readonly ListedImage[], index: number): { images: ShownImage[]; index: number } {
  const shown: ShownImage[] = [];
  let at = 0;
  images.forEach((image, i) => {
    const src = showableImage(image.url);
    if (!src) return;
    if (i <= index) at = shown.length;
    shown.push({ key: `${i}|${image.url}`, fileUrl: image.url, src, thumb: src, name: image.name });
  });
  return { images: shown, index: at };
}
