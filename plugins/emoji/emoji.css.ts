import { vars } from '@tessera/core/theme';
import { style } from '@vanilla-extract/css';

/** Eight emoji a row: the picker is as wide as eight cells, the viewport's gutter and its padding. */
const CELL = 34;
export const COLUMNS = 8;

export const dialog = style({ outline: 'none', padding: vars.space.sm });

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, width: `calc(${COLUMNS * CELL}px + 2 * ${vars.space.xs} + 12px)`, isolation: 'isolate' });
/** The kit's field (inputClass), in the page's font (frimousse's input is a plain <input>). */
export const search = style({ font: 'inherit' });
export const viewport = style({
  height: 264,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.base,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 0 } },
});
export const note = style({ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: vars.space.md, textAlign: 'center', color: vars.color.textMuted, fontSize: vars.fontSize.small });
export const list = style({ paddingBottom: vars.space.xs, userSelect: 'none' });
export const categoryHeader = style({
  display: 'flex',
  alignItems: 'center',
  padding: `${vars.space.xs} 2px`,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: 700,
});
/**
 * A row (and a category header, should one come between) of margin below: frimousse's scrolling
 * finds the row above the chosen one (Picker.tsx, Row).
 */
export const row = style({ display: 'flex', scrollMarginBottom: 'calc(var(--frimousse-row-height, 0px) + var(--frimousse-category-header-height, 0px))' });
export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: CELL,
  height: CELL,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.base,
  background: 'transparent',
  fontSize: 22,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: { '&[data-active]': { background: vars.color.accentSoft, outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 } },
});
export const footer = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 28,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});
export const preview = style({ fontSize: 20, lineHeight: 1 });
export const failure = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm, padding: vars.space.sm, color: vars.color.danger });
