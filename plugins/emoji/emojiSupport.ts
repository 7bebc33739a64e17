/**
 * Which emoji this browser draws. Emojibase lists every emoji Unicode has published; an older
 * system draws the newest as empty boxes or as their parts side by side, so the picker offers only
 * the versions this browser draws. The canvas test is frimousse's (MIT, src/utils/is-emoji-supported.ts):
 * a drawn emoji keeps its own colours whatever the text colour, and a ZWJ sequence the fonts do not
 * join is twice as wide.
 */

const EMOJI_FONT = "'Apple Color Emoji', 'Noto Color Emoji', 'Twemoji Mozilla', 'Android Emoji', 'Segoe UI Emoji', 'Segoe UI Symbol', EmojiSymbols, sans-serif";
const SIZE = 2;

function drawsEmoji(context: CanvasRenderingContext2D, emoji: string): boolean {
  context.canvas.width = SIZE;
  context.canvas.height = SIZE;
  context.font = `${SIZE}px ${EMOJI_FONT}`;
  context.textBaseline = 'middle';
  if (context.measureText(emoji).width >= SIZE * 2) return false;
  context.fillStyle = '#00f';
  context.fillText(emoji, 0, 0);
  const blue = context.getImageData(0, 0, SIZE, SIZE).data;
  context.clearRect(0, 0, SIZE, SIZE);
  context.fillStyle = '#f00';
  context.fillText(emoji, 0, 0);
  const red = context.getImageData(0, 0, SIZE, SIZE).data;
  for (let i = 0; i < SIZE * SIZE * 4; i += 4) {
    if (blue[i] !== red[i] || blue[i + 1] !== red[i + 1] || blue[i + 2] !== red[i + 2]) return false;
  }
  return true;
}

export interface EmojiSupport {
  /** The newest Emoji version drawn; Infinity when it cannot be told (no canvas: every emoji is offered). */
  version: number;
  /** Whether flags are drawn (Windows draws two letters instead). */
  flags: boolean;
}

let known: EmojiSupport | undefined;

/** What this browser draws, told once per page from one emoji of each version (newest first). */
export function emojiSupport(samples: ReadonlyMap<number, string>): EmojiSupport {
  if (known) return known;
  let context: CanvasRenderingContext2D | null = null;
  try {
    context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  } catch {
    context = null;
  }
  if (!context) return (known = { version: Infinity, flags: true });
  const versions = [...samples.keys()].sort((a, b) => b - a);
  const version = versions.find((v) => drawsEmoji(context, samples.get(v)!)) ?? Infinity;
  return (known = { version, flags: drawsEmoji(context, '🇪🇺') });
}
