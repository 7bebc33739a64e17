import { proxy, ref } from '@tessera/core';

/** An image of a conversation the gallery shows, by the message that holds it and its URL. */
export interface GalleryTarget {
  conversationId: string;
  messageId: string;
  fileUrl: string;
}

/** An image the gallery shows from a list given to it (not a message's: a ticket's documents...): its URL and name. */
export interface ListedImage {
  url: string;
  name: string;
}

/** A list of images to show in the gallery, opened on the one at `index` (0 first). */
export interface ImageList {
  images: readonly ListedImage[];
  index: number;
}

/** An audio file of a message, as the player knows it. */
export interface Track {
  conversationId: string;
  messageId: string;
  /** The safe URL it plays from (also what tells one track from another). */
  url: string;
  name: string;
}

export interface PlayerState {
  track: Track | null;
  playing: boolean;
  /** Seconds. */
  time: number;
  /** Seconds; 0 while unknown. */
  duration: number;
  /** The floating box shows (from the first play until it is closed). */
  boxOpen: boolean;
  /** Durations learnt from the files' metadata, by URL (the inline players show them before playing). */
  durations: Record<string, number>;
  /** The file would not play (missing, refused, not audio the browser decodes). */
  failed: boolean;
}

/**
 * The media plugin's service ('media.ui'), made by its activate (one per window and session):
 * which image the gallery shows, and the one audio player of the window: a single element, so
 * only one file plays at a time, inline players and the floating box drive and read it.
 */
export interface MediaUi {
  /** What the gallery shows: an image of a conversation (`open`), or one of a list it was given (`list`); one at a time. */
  readonly gallery: Readonly<{ open: Readonly<GalleryTarget> | null; list: Readonly<ImageList> | null }>;
  openGallery(target: GalleryTarget): void;
  /** Moves the gallery to another image of its conversation. */
  showImage(target: GalleryTarget): void;
  /** Opens the gallery on a list of images (their URLs and names), at `index`. */
  openImages(list: ImageList): void;
  /** Moves the gallery to another image of the list it shows. */
  showListed(index: number): void;
  closeGallery(): void;

  readonly player: Readonly<PlayerState> & { readonly durations: Readonly<Record<string, number>> };
  /** The window's <audio> element (the audio box overlay renders it); null when it goes. */
  bindElement(element: HTMLAudioElement | null): void;
  /** Plays a track from where it was (or from the start if another one was playing), and opens the box. */
  play(track: Track): void;
  pause(): void;
  toggle(track: Track): void;
  /** Moves a track to `seconds`; a track not loaded yet becomes the current one, paused there. */
  seek(track: Track, seconds: number): void;
  /** Stops playing and closes the box. */
  close(): void;
  noteDuration(url: string, seconds: number): void;
  dispose(): void;
}

const finite = (n: number) => (Number.isFinite(n) && n > 0 ? n : 0);

export function createMediaUi(): MediaUi {
  const gallery = proxy<{ open: GalleryTarget | null; list: ImageList | null }>({ open: null, list: null });
  const player = proxy<PlayerState>({ track: null, playing: false, time: 0, duration: 0, boxOpen: false, durations: {}, failed: false });
  let element: HTMLAudioElement | null = null;
  let unlisten: (() => void) | null = null;
  // A seek asked before the element knew the file's length: applied once it does.
  let pendingSeek: number | null = null;

  const listen = (audio: HTMLAudioElement) => {
    const sync = () => {
      player.time = audio.currentTime;
      player.duration = finite(audio.duration) || player.duration;
      if (player.track && player.duration) player.durations[player.track.url] = player.duration;
    };
    const onMetadata = () => {
      sync();
      if (pendingSeek !== null) {
        audio.currentTime = pendingSeek;
        pendingSeek = null;
        sync();
      }
    };
    const onPlay = () => void ((player.playing = true), (player.failed = false));
    const onPause = () => void (player.playing = false);
    const onEnded = () => {
      player.playing = false;
      player.time = player.duration;
    };
    const onError = () => {
      if (!audio.getAttribute('src')) return;
      player.playing = false;
      player.failed = true;
    };
    const events: [string, () => void][] = [
      ['loadedmetadata', onMetadata],
      ['durationchange', sync],
      ['timeupdate', sync],
      ['seeked', sync],
      ['play', onPlay],
      ['pause', onPause],
      ['ended', onEnded],
      ['error', onError],
    ];
    for (const [name, handler] of events) audio.addEventListener(name, handler);
    return () => events.forEach(([name, handler]) => audio.removeEventListener(name, handler));
  };

  /** Makes `track` the element's file (keeping its place if it already is); false without an element. */
  const load = (track: Track): boolean => {
    if (!element) return false;
    if (player.track?.url === track.url && player.track.messageId === track.messageId) return true;
    element.pause();
    pendingSeek = null;
    element.src = track.url;
    Object.assign(player, { track: ref({ ...track }), playing: false, time: 0, duration: player.durations[track.url] ?? 0, failed: false });
    return true;
  };

  const start = () => {
    if (!element) return;
    player.boxOpen = true;
    if (player.duration && player.time >= player.duration) element.currentTime = 0;
    const playing = element.play();
    // A file the browser cannot play rejects here as well as with an 'error' event.
    if (playing) playing.catch((error: unknown) => void (!(error instanceof DOMException && error.name === 'AbortError') && (player.failed = true)));
  };

  const ui: MediaUi = {
    gallery,
    openGallery: (target) => void Object.assign(gallery, { open: { ...target }, list: null }),
    showImage: (target) => void (gallery.open = { ...target }),
    openImages: (list) =>
      void Object.assign(gallery, {
        open: null,
        list: { images: ref(list.images.map((image) => ({ url: image.url, name: image.name }))), index: Math.max(0, Math.min(list.images.length - 1, Math.trunc(list.index) || 0)) },
      }),
    showListed: (index) => void (gallery.list && (gallery.list.index = index)),
    closeGallery: () => void Object.assign(gallery, { open: null, list: null }),

    player,
    bindElement(next) {
      if (next === element) return;
      unlisten?.();
      unlisten = null;
      element?.pause();
      element = next;
      if (element) unlisten = listen(element);
    },
    play(track) {
      if (load(track)) start();
    },
    pause: () => element?.pause(),
    toggle(track) {
      const current = player.track?.url === track.url && player.track.messageId === track.messageId;
      if (current && player.playing) element?.pause();
      else ui.play(track);
    },
    seek(track, seconds) {
      if (!load(track) || !element) return;
      player.boxOpen = true;
      const to = Math.max(0, seconds);
      if (finite(element.duration)) element.currentTime = to;
      else pendingSeek = to;
      player.time = to;
    },
    close() {
      element?.pause();
      element?.removeAttribute('src');
      element?.load();
      pendingSeek = null;
      Object.assign(player, { track: null, playing: false, time: 0, duration: 0, boxOpen: false, failed: false });
    },
    noteDuration(url, seconds) {
      if (finite(seconds)) player.durations[url] = seconds;
    },
    dispose() {
      ui.close();
      ui.bindElement(null);
      Object.assign(gallery, { open: null, list: null });
    },
  };
  return ui;
}
