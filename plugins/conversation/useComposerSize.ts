import { type RefObject, useLayoutEffect, useState } from 'react';

/** The reply box grows with what is typed, up to this many rows; then it scrolls (spec 001 §9). */
export const MAX_ROWS = 6;
/** Above this many characters the composer takes its large-text layout: the box on its own line, full width. */
export const LARGE_TEXT_FROM = 223;
/** Once the box is taller than this, the buttons beside it sit at its bottom edge rather than its middle (spec 001 §9). */
export const TALL_INPUT_PX = 135;

export const isLargeText = (text: string): boolean => text.length >= LARGE_TEXT_FROM;

/**
 * Sizes the reply box to its text (one to MAX_ROWS rows, wrapped lines included) and says whether
 * it is tall; `text` is what it holds, so it is measured again whenever that changes.
 */
export function useComposerSize(ref: RefObject<HTMLTextAreaElement | null>, text: string, large: boolean): { tall: boolean } {
  const [tall, setTall] = useState(false);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const style = getComputedStyle(box);
    const line = parseFloat(style.lineHeight) || 21;
    const chrome = (parseFloat(style.paddingTop) || 0) + (parseFloat(style.paddingBottom) || 0) + (parseFloat(style.borderTopWidth) || 0) + (parseFloat(style.borderBottomWidth) || 0);
    box.style.height = 'auto';
    const height = Math.min(box.scrollHeight + (parseFloat(style.borderTopWidth) || 0) + (parseFloat(style.borderBottomWidth) || 0), MAX_ROWS * line + chrome);
    // Without a layout (a hidden tile) there is nothing to measure: the box keeps its rows.
    if (box.scrollHeight > 0) box.style.height = `${Math.max(height, line + chrome)}px`;
    else box.style.removeProperty('height');
    setTall(box.scrollHeight > 0 && height > TALL_INPUT_PX);
  }, [ref, text, large]);
  return { tall };
}
