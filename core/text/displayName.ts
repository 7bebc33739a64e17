/**
 * A person's name as the workspace shows it. Names are company and consumer content: a name made
 * only of zero-width characters shows blank, and bidi overrides (U+202E...) turn what follows it
 * around. The stored value is never changed; this is only how it is shown (render it inside <bdi>
 * so a right-to-left name keeps to itself).
 */

/** Bidi embeddings, overrides and isolates, and the invisible direction marks. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;
/** Zero-width spaces, non-joiners, word joiners and byte-order marks. */
const ZERO_WIDTH = /[\u200B\u200C\u2060\uFEFF]/g;
/** A zero-width joiner that does not join an emoji sequence (👩‍💻 keeps its joiner). */
const STRAY_JOINER = /\u200D(?!\p{Extended_Pictographic})/gu;
const SPACES = /\s+/g;

/** Longer than any name a person reads; a megabyte of "name" is not drawn. */
export const MAX_SHOWN_NAME = 120;

/** The name to show, or '' when nothing visible is left (the caller shows its own fallback). */
export function displayName(raw: string | null | undefined): string {
  if (!raw) return '';
  const cleaned = raw.slice(0, MAX_SHOWN_NAME * 4).replace(BIDI_CONTROLS, '').replace(ZERO_WIDTH, '').replace(STRAY_JOINER, '').replace(SPACES, ' ').trim();
  return cleaned.length > MAX_SHOWN_NAME ? `${cleaned.slice(0, MAX_SHOWN_NAME - 1)}…` : cleaned;
}

/** A consumer's name as shown: the name the agent gave them, else the registered one; '' if neither shows. */
export function consumerName(consumer: { name: string; displayName?: string | undefined }): string {
  return displayName(consumer.displayName) || displayName(consumer.name);
}
