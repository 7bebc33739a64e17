import { vars } from '@tessera/core/theme';
import { style } from '@vanilla-extract/css';

export const panel = style({ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 });
export const searchRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const searchInput = style({ flex: 1, minWidth: 0 });
export const counter = style({
  minWidth: 40,
  textAlign: 'center',
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
export const tabs = style({ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 });
export const tabList = style({ display: 'flex', borderBottom: `1px solid ${vars.color.border}`, padding: `0 ${vars.space.xs}` });
export const tab = style({
  flex: '1 1 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: `${vars.space.sm} 4px`,
  fontSize: vars.fontSize.small,
  fontWeight: 600,
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  borderBottom: '2px solid transparent',
  marginBottom: -1,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});
export const tabPanel = style({ flex: 1, minHeight: 0, overflow: 'auto', padding: vars.space.sm, outline: 'none' });
export const empty = style({ margin: `${vars.space.sm} 0`, color: vars.color.textMuted, fontSize: vars.fontSize.small });
export const mark = style({ background: vars.color.highlight, color: 'inherit', borderRadius: 2 });
