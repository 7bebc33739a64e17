import { vars } from '@tessera/core/theme';
import { style } from '@vanilla-extract/css';

export const badge = style({
  minWidth: 22,
  padding: '0 6px',
  borderRadius: vars.radius.round,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  lineHeight: '20px',
  textAlign: 'center',
});

export const popover = style({
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  boxShadow: vars.shadow.overlay,
  minWidth: 260,
  maxWidth: 340,
  outline: 'none',
});
export const panel = style({ padding: vars.space.md, outline: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const heading = style({ margin: 0, fontSize: vars.fontSize.body, fontWeight: 700 });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 2 });
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});
/** The skill's colour; its name beside it says the same, so colour is never the only signal. */
export const swatch = style({
  width: 12,
  height: 12,
  flexShrink: 0,
  borderRadius: 3,
  // A ring keeps light and dark colours visible on both themes.
  boxShadow: `0 0 0 1px ${vars.color.border}`,
});
export const name = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const count = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
export const updated = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });
export const error = style({ margin: 0, color: vars.color.danger });
