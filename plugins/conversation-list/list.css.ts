import { vars } from '@tessera/core/theme';
import { style } from '@vanilla-extract/css';

export const listBox = style({ listStyle: 'none', margin: 0, padding: vars.space.xs, overflow: 'auto', flex: 1, outline: 'none' });
export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '2px 8px',
  padding: vars.space.sm,
  borderRadius: vars.radius.base,
  cursor: 'pointer',
  outline: 'none',
  borderLeft: '3px solid transparent',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-selected]': { background: vars.color.accentSoft, borderLeftColor: vars.color.primary },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});
export const name = style({ fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const preview = style({
  gridColumn: '1 / 3',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const meta = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, gridColumn: '1 / 3', fontSize: vars.fontSize.small });
export const unread = style({
  minWidth: 20,
  height: 20,
  padding: '0 6px',
  borderRadius: vars.radius.round,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: 11,
  fontWeight: 700,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const status = style({ padding: vars.space.md, color: vars.color.textMuted });
