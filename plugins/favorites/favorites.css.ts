import { vars } from '@tessera/core/theme';
import { style, styleVariants } from '@vanilla-extract/css';

const starBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.base,
  background: 'transparent',
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.primary}`, outlineOffset: 1 } },
});

/** Unstarred it stays quiet until the pointer or the keyboard is on it; starred it shows. */
export const star = styleVariants({
  off: [starBase, { color: vars.color.textMuted, opacity: 0.5, selectors: { '&[data-hovered], &[data-focus-visible]': { opacity: 1 } } }],
  on: [starBase, { color: vars.color.warning }],
});

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, padding: vars.space.md, overflow: 'auto', height: '100%' });
export const day = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const dayHeading = style({ margin: 0, fontSize: vars.fontSize.small, fontWeight: 700, color: vars.color.textMuted });
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  width: '100%',
  textAlign: 'start',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-hovered]': { borderColor: vars.color.primary }, '&[data-focus-visible]': { outline: `2px solid ${vars.color.primary}`, outlineOffset: 1 } },
});
export const meta = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });
export const text = style({ overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
