import type { ComponentType } from 'react';

/** What the emoji picker takes: where a pick goes, and what closes it (Escape). */
export interface EmojiPickerProps {
  /** The emoji chosen (by click, or the arrows and Enter), as text. */
  onPick(emoji: string): void;
  /** Escape was pressed in the picker: its host closes it and puts the keyboard back where it was. */
  onClose(): void;
}

/**
 * The emoji plugin's service ('emoji.picker'): the picker itself, for any box that takes text (the
 * attachment dialog's caption, say). It is a search field and a grid of emoji in the agent's
 * language; its code and data load the first time it shows. The host puts it in its own popover
 * or dialog, names that, and handles what a pick does.
 */
export interface EmojiPickerService {
  Picker: ComponentType<EmojiPickerProps>;
}

/** The emoji plugin's public contract, typed for other plugins. */
declare module '@tessera/core' {
  interface Services {
    'emoji.picker': EmojiPickerService;
  }
}
