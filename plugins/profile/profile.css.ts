import { vars } from '@tessera/core/theme';
import { keyframes, style } from '@vanilla-extract/css';

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });

/** The settings drawer: a modal that slides in from the left, where the avatar menu is. */
export const overlay = style({ position: 'fixed', inset: 0, background: vars.color.overlay, zIndex: 100 });
export const drawer = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  width: 'min(420px, 100vw)',
  overflowY: 'auto',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  outline: 'none',
  selectors: { '&[data-entering]': { animation: `${slideIn} 180ms ease-out` } },
  '@media': { '(prefers-reduced-motion: reduce)': { selectors: { '&[data-entering]': { animation: 'none' } } } },
});
export const dialog = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: vars.space.lg, outline: 'none' });
export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const title = style({ margin: 0, fontSize: vars.fontSize.title });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.large });
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const pictureRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
export const picture = style({
  width: 72,
  height: 72,
  borderRadius: '50%',
  objectFit: 'cover',
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  background: vars.color.accentSoft,
  color: vars.color.primary,
  fontWeight: 700,
  fontSize: vars.fontSize.large,
});
export const pictureActions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, alignItems: 'flex-start' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const slider = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: vars.space.xs, alignItems: 'center' });
export const sliderLabel = style({ fontWeight: 600, fontSize: vars.fontSize.small, color: vars.color.textMuted });
export const sliderOutput = style({ fontVariantNumeric: 'tabular-nums', fontSize: vars.fontSize.small });
export const sliderTrack = style({
  gridColumn: '1 / -1',
  position: 'relative',
  height: 28,
  // Room for half the thumb at either end, so 0 and 100 stay inside the drawer.
  margin: '0 10px',
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
  width: 20,
  height: 20,
  borderRadius: '50%',
  background: vars.color.surface,
  border: `2px solid ${vars.color.primary}`,
  boxShadow: vars.shadow.raised,
  selectors: {
    '&[data-dragging]': { background: vars.color.accentSoft },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
