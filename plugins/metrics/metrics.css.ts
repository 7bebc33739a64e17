import { vars } from '@tessera/core/theme';
import { style, styleVariants } from '@vanilla-extract/css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, width: '100%' });

export const heading = style({
  margin: `0 0 0 ${vars.space.xs}`,
  fontSize: 11,
  fontWeight: 700,
  letterSpacing: '0.05em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 2 });

/** Expanded (200 wide): label over figure and goal. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gridTemplateAreas: '"icon label" "icon figure"',
  columnGap: vars.space.sm,
  alignItems: 'center',
  padding: `${vars.space.xs} ${vars.space.xs}`,
  width: '100%',
  boxSizing: 'border-box',
});
export const rowIcon = style({ gridArea: 'icon', display: 'grid', placeItems: 'center', color: vars.color.textMuted, alignSelf: 'start', paddingTop: 2 });
export const rowLabel = style({ gridArea: 'label', fontSize: vars.fontSize.small, color: vars.color.textMuted, lineHeight: 1.3 });
export const rowFigure = style({ gridArea: 'figure', display: 'flex', alignItems: 'baseline', gap: vars.space.xs, flexWrap: 'wrap', minWidth: 0 });
export const goal = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted, marginLeft: 'auto' });

/** Collapsed (80 wide): abbreviation over figure, centred. */
export const compact = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 0,
  padding: `${vars.space.xs} 0`,
  width: '100%',
  textAlign: 'center',
});
export const compactLabel = style({
  display: 'flex',
  alignItems: 'center',
  gap: 3,
  fontSize: 11,
  fontWeight: 700,
  color: vars.color.textMuted,
});

const valueBase = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', display: 'inline-flex', alignItems: 'center', gap: 3 });
/** The figure tinted by how it stands against its goal; the tone icon beside it says the same in shape. */
export const value = styleVariants({
  good: [valueBase, { color: vars.color.success }],
  warning: [valueBase, { color: vars.color.warning }],
  bad: [valueBase, { color: vars.color.danger }],
  none: [valueBase, { color: vars.color.text }],
});
export const valueSize = styleVariants({ expanded: { fontSize: vars.fontSize.large }, collapsed: { fontSize: 13 } });

export const note = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.base,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.fontSize.small,
});
export const noteCompact = style({ justifyContent: 'center', padding: vars.space.xs });
export const noteText = style({ flex: 1 });
export const loading = style({ display: 'flex', justifyContent: 'center', padding: vars.space.sm });
export const divider = style({ border: 'none', borderTop: `1px solid ${vars.color.border}`, margin: `${vars.space.xs} 0`, width: '100%' });
