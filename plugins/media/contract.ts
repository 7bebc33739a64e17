import type { GalleryTarget, ImageList, MediaUi } from './state';

/** The media plugin's public contract: its window's gallery and audio player, and the command that opens the gallery. */
declare module '@tessera/core' {
  interface Services {
    'media.ui': MediaUi;
  }
  interface Commands {
    /** Opens the image gallery on an image of a conversation, in the window where it ran. */
    'media.openGallery': GalleryTarget;
    /**
     * Opens the image gallery on a list of images that are not messages' (a ticket's documents):
     * `{ images: [{ url, name }], index }`; only the images with a URL it may show are listed.
     */
    'media.openImages': ImageList;
  }
}
