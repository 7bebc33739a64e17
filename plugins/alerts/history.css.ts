import { vars } from '@tessera/core/theme';
import { style, styleVariants } from '@vanilla-extract/css';

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
/** The kit's popover (popoverClass), as wide as a notice list needs. */
export const popover = style({ width: 380, maxWidth: 'calc(100vw - 16px)' });
export const dialog = style({ outline: 'none' });
export const panel = style({ padding: vars.space.md, outline: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.sm, maxHeight: '70vh', overflow: 'auto' });
export const heading = style({ margin: 0, fontSize: vars.fontSize.body, fontWeight: 700 });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const entry = style({ display: 'flex', flexDirection: 'column', gap: 2, padding: `${vars.space.xs} ${vars.space.sm}`, borderLeft: '4px solid' });
export const tone = styleVariants({
  success: { borderLeftColor: vars.color.success },
  error: { borderLeftColor: vars.color.danger },
  info: { borderLeftColor: vars.color.primary },
  warning: { borderLeftColor: vars.color.warning },
});
export const when = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });
