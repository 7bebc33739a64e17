/** What a tile's title shows: its icon and words, the words alone, or the icon alone. */
export type TitleFit = 'full' | 'text' | 'icon';

/**
 * The most of the title that fits `room` pixels: the words (`words` wide) with the icon (`icon`
 * wide, with its gap), the words alone, else the icon alone, never the words cut ('Con…').
 */
export function titleFit(room: number, words: number, icon: number): TitleFit {
  if (room <= 0 || words <= 0) return 'full';
  if (words + icon <= room) return 'full';
  return words <= room ? 'text' : 'icon';
}
