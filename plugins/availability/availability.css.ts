import { vars } from '@tessera/core/theme';
import { style, styleVariants } from '@vanilla-extract/css';

/** The status dot: green attending, amber about to pause, red paused; grey when unknown. */
const dotBase = style({ width: 10, height: 10, borderRadius: '50%', flexShrink: 0, display: 'inline-block' });
export const dot = styleVariants({
  online: [dotBase, { background: vars.color.success }],
  backsoon: [dotBase, { background: vars.color.warning }],
  away: [dotBase, { background: vars.color.danger }],
  unknown: [dotBase, { background: vars.color.textMuted }],
});

export const picker = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const search = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const searchLabel = style({ fontWeight: 600, fontSize: vars.fontSize.small, color: vars.color.textMuted });
/** With inputClass from core: the full width of its column. */
export const searchInput = style({ width: '100%' });

export const list = style({
  maxHeight: 320,
  overflow: 'auto',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  outline: 'none',
});
export const groupHeader = style({
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.xs}`,
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
/** With menuItemClass from core: hover as well as keyboard focus, and a visible focus ring. */
const optionBase = style({
  selectors: {
    '&[data-hovered]': { background: vars.color.accentSoft },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});
export const option = styleVariants({ top: [optionBase], reason: [optionBase, { paddingLeft: 28 }] });
export const optionName = style({ flex: 1 });
export const checkSlot = style({ display: 'inline-flex', width: 16, color: vars.color.primary });
export const empty = style({ padding: vars.space.md, color: vars.color.textMuted, textAlign: 'center' });

/** The sidebar's current status: a button that opens the picker. */
export const current = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: 32,
  padding: `4px ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.round,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  fontSize: vars.fontSize.small,
  fontWeight: 600,
  selectors: {
    '&[data-hovered]': { background: vars.color.accentSoft },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const currentName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 });
/** 80 wide: the dot over the name in small type, wrapping rather than cut ('Volto logo'). */
export const currentCollapsed = style({
  flexDirection: 'column',
  gap: 2,
  padding: `4px 2px`,
  borderRadius: vars.radius.base,
  fontSize: 11,
  lineHeight: 1.2,
  textAlign: 'center',
});
export const currentNameCollapsed = style({ overflowWrap: 'anywhere', minWidth: 0 });
