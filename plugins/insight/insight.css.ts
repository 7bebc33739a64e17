import { vars } from '@tessera/core/theme';
import { style } from '@vanilla-extract/css';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, padding: vars.space.sm, overflow: 'auto' });
export const group = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 2 });
export const groupTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.small, textTransform: 'uppercase', color: vars.color.textMuted, letterSpacing: 0.4 });
export const word = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.base,
  background: vars.color.surfaceSunken,
});
export const wordText = style({ flex: 1, fontFamily: vars.font.mono, fontSize: vars.fontSize.small, overflowWrap: 'anywhere' });
export const count = style({ fontSize: 11, color: vars.color.textMuted });
