import { vars } from '@tessera/core/theme';
import { style } from '@vanilla-extract/css';

export const bar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, padding: vars.space.sm });
export const field = style({ display: 'flex', flex: '1 1 140px', minWidth: 120 });
export const grow = style({ flex: 1 });
export const filters = style({ display: 'flex', gap: 2 });
export const filter = style({
  padding: '4px 8px',
  borderRadius: vars.radius.base,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { background: vars.color.primary, color: vars.color.onPrimary, borderColor: vars.color.primary },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});
export const counter = style({ minWidth: 48, textAlign: 'center', fontVariantNumeric: 'tabular-nums', color: vars.color.textMuted });
// On a line of its own under the controls.
export const note = style({ flexBasis: '100%', fontSize: vars.fontSize.small, color: vars.color.textMuted });
