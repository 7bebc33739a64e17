import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const title = style({ margin: 0, fontSize: vars.fontSize.large });
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  width: 360,
  maxHeight: '80vh',
  overflow: 'auto',
  outline: 'none',
});
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const heading = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.fontSize.small, textTransform: 'uppercase', color: vars.color.textMuted });
export const switchRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, cursor: 'pointer' });
export const track = style({
  width: 32,
  height: 18,
  borderRadius: 9,
  background: vars.color.border,
  position: 'relative',
  flexShrink: 0,
  selectors: {
    [`${switchRow}[data-selected] &`]: { background: vars.color.primary },
    [`${switchRow}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&::after': { content: '""', position: 'absolute', top: 2, left: 2, width: 14, height: 14, borderRadius: '50%', background: '#fff', transition: 'left 120ms' },
    [`${switchRow}[data-selected] &::after`]: { left: 16 },
  },
});
