import type { GalleryTarget, MediaUi } from './state';

/** The media plugin's public contract: its window's gallery and audio player, and the command that opens the gallery. */
declare module '@tessera/core' {
  interface Services {
    'media.ui': MediaUi;
  }
  interface Commands {
    /** Opens the image gallery on an image of a conversation, in the window where it ran. */
    'media.openGallery': GalleryTarget;
  }
}
