import { vars } from '@tessera/core/theme';
import { style } from '@vanilla-extract/css';

export const tile = style({ display: 'flex', flexDirection: 'column', height: '100%' });
export const bar = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm, padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}` });
export const frame = style({ flex: 1, width: '100%', border: 'none', background: '#fff' });
export const label = style({ display: 'flex', flexDirection: 'column', gap: 2, fontSize: vars.fontSize.small, fontWeight: 600, color: vars.color.textMuted });
export const openRow = style({ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: vars.space.xs });
export const hint = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });
export const openError = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.danger });
