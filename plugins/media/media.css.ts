import { vars } from '@tessera/core/theme';
import { style } from '@vanilla-extract/css';

/** The thumbnail's box: fixed, so the virtualised thread measures the same row height before and after the picture loads. */
export const THUMB_WIDTH = 200;
export const THUMB_HEIGHT = 150;

const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 };

export const thumbButton = style({
  display: 'block',
  width: THUMB_WIDTH,
  height: THUMB_HEIGHT,
  maxWidth: '100%',
  padding: 0,
  marginTop: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  cursor: 'zoom-in',
  selectors: { '&[data-focus-visible]': focusRing, '&[data-hovered]': { borderColor: vars.color.primary } },
});
export const thumbImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

/** A file shown by name (an image whose URL is not safe, a file still being sent). */
export const plainFile = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, marginTop: vars.space.xs, color: vars.color.textMuted });

export const fileCard = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: 48,
  maxWidth: 320,
  marginTop: vars.space.xs,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  background: vars.color.surface,
  color: vars.color.text,
});
export const fileIcon = style({ display: 'inline-flex', color: vars.color.primary, flexShrink: 0 });
export const fileText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1, lineHeight: 1.3 });
export const fileName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: 600 });
/** Always laid out (empty while the size is unknown): the card's height does not change when it arrives. */
export const fileSize = style({ minHeight: '1.3em', fontSize: vars.fontSize.small, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const audioCard = style([fileCard, { width: 320, maxWidth: '100%' }]);
export const time = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const errorText = style({ fontSize: vars.fontSize.small, color: vars.color.danger });

export const slider = style({ flex: 1, minWidth: 80, display: 'flex', alignItems: 'center' });
export const sliderTrack = style({
  position: 'relative',
  width: '100%',
  height: 24,
  margin: '0 8px',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      left: 0,
      right: 0,
      top: '50%',
      height: 4,
      transform: 'translateY(-50%)',
      borderRadius: 2,
      background: vars.color.border,
    },
    '&[data-disabled]': { opacity: 0.5 },
  },
});
export const sliderFill = style({
  position: 'absolute',
  left: 0,
  top: '50%',
  height: 4,
  transform: 'translateY(-50%)',
  borderRadius: 2,
  background: vars.color.primary,
});
export const sliderThumb = style({
  top: '50%',
  width: 14,
  height: 14,
  borderRadius: '50%',
  background: vars.color.surface,
  border: `2px solid ${vars.color.primary}`,
  selectors: { '&[data-dragging]': { background: vars.color.accentSoft }, '&[data-focus-visible]': focusRing },
});

/** The floating audio player: a small box at the bottom of the workspace, over the tiles, under dialogs. */
/** Top right, under the top bar: at the bottom it would cover the reply box's send button on a narrow window. */
export const audioBox = style({
  position: 'fixed',
  right: vars.space.lg,
  top: 56,
  zIndex: 90,
  width: 340,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.base,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
});
export const boxHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const boxTitle = style({ margin: 0, flex: 1, minWidth: 0, fontSize: vars.fontSize.body, fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const boxRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const linkButton = style({
  alignSelf: 'flex-start',
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.primary,
  textDecoration: 'underline',
  cursor: 'pointer',
  fontSize: vars.fontSize.small,
  selectors: { '&[data-focus-visible]': focusRing },
});

/** The gallery: the whole window, dark, the image in the middle, its tools above and the strip below. */
export const galleryOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  background: 'rgba(10, 12, 16, 0.96)',
  display: 'flex',
});
export const galleryModal = style({ flex: 1, display: 'flex', minWidth: 0, color: '#f5f6f8' });
export const galleryDialog = style({ flex: 1, display: 'grid', gridTemplateRows: 'auto 1fr auto auto', minWidth: 0, minHeight: 0, outline: 'none' });
export const galleryBar = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, padding: `${vars.space.sm} ${vars.space.md}`, background: 'rgba(0, 0, 0, 0.55)' });
export const galleryTitle = style({ margin: 0, flex: 1, minWidth: 0, fontSize: vars.fontSize.body, fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const galleryTools = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const zoomLabel = style({ minWidth: 48, textAlign: 'center', fontVariantNumeric: 'tabular-nums', fontSize: vars.fontSize.small });
export const darkButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  padding: 0,
  borderRadius: vars.radius.base,
  border: '1px solid rgba(255,255,255,0.2)',
  background: 'rgba(255,255,255,0.06)',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: 'rgba(255,255,255,0.16)' },
    '&[data-pressed]': { background: 'rgba(255,255,255,0.24)' },
    '&[data-disabled]': { opacity: 0.35, cursor: 'not-allowed' },
    '&[data-focus-visible]': { outline: '2px solid #8ab4ff', outlineOffset: 2 },
  },
});
export const galleryStage = style({ position: 'relative', display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: 0, overflow: 'hidden', gap: vars.space.md, padding: `0 ${vars.space.md}` });
/** A size container: the picture fits it, turned or not (container units). */
export const stageImageBox = style({ flex: 1, minWidth: 0, height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden', containerType: 'size' });
export const stageImage = style({
  flexShrink: 0,
  width: '100cqw',
  height: '100cqh',
  objectFit: 'contain',
  transition: 'transform 150ms ease',
  selectors: {
    // A quarter turn lays the box on its side: its width is then the stage's height, and its height the stage's width.
    '&[data-rotation="90"], &[data-rotation="270"]': { width: '100cqh', height: '100cqw' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
export const stageError = style({ color: '#ffb4ab' });
export const strip = style({ display: 'flex', gap: vars.space.xs, padding: vars.space.sm, overflowX: 'auto', justifyContent: 'center', listStyle: 'none', margin: 0 });
export const stripButton = style({
  display: 'block',
  width: 64,
  height: 48,
  padding: 0,
  borderRadius: vars.radius.base,
  border: '2px solid transparent',
  overflow: 'hidden',
  background: 'rgba(255,255,255,0.06)',
  cursor: 'pointer',
  opacity: 0.7,
  selectors: {
    '&[aria-current=true]': { borderColor: '#8ab4ff', opacity: 1 },
    '&[data-hovered]': { opacity: 1 },
    '&[data-focus-visible]': { outline: '2px solid #8ab4ff', outlineOffset: 2 },
  },
});
export const visuallyHidden = style({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });

export const keysHint = style({ margin: 0, textAlign: 'center', fontSize: vars.fontSize.small, color: 'rgba(245,246,248,0.75)' });
