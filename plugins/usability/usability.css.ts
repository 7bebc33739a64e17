import { vars } from '@tessera/core/theme';
import { style } from '@vanilla-extract/css';

export const tile = style({ display: 'flex', flexDirection: 'column', height: '100%' });
export const bar = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm, padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}` });
export const frame = style({ flex: 1, width: '100%', border: 'none', background: '#fff' });
export const select = style({
  minHeight: 32,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.base,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
});
export const label = style({ display: 'flex', flexDirection: 'column', gap: 2, fontSize: vars.fontSize.small, fontWeight: 600, color: vars.color.textMuted });
