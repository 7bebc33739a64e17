import { vars } from '@tessera/core/theme';
import { style, styleVariants } from '@vanilla-extract/css';

/** The tile is a size container: the header picks its layout by the tile's own width, not the window's. */
export const tile = style({ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0, containerType: 'inline-size', containerName: 'conversation' });
/** Below this tile width the header is compact: the name and the actions on one line, channel and clock under the name. */
const COMPACT = '(max-width: 560px)';

export const header = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  gridTemplateAreas: '"title meta actions"',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: 2,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@container': {
    [`conversation ${COMPACT}`]: { gridTemplateColumns: 'minmax(0, 1fr) auto', gridTemplateAreas: '"title actions" "meta actions"', padding: `${vars.space.xs} ${vars.space.sm}` },
  },
});
export const headerTitle = style({
  gridArea: 'title',
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: 700,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@container': { [`conversation ${COMPACT}`]: { fontSize: vars.fontSize.body } },
});
export const headerMeta = style({
  gridArea: 'meta',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  '@container': { [`conversation ${COMPACT}`]: { fontSize: vars.fontSize.small } },
});
export const actions = style({ gridArea: 'actions', display: 'flex', gap: 2 });
export const panel = style({ borderBottom: `1px solid ${vars.color.border}`, background: vars.color.surfaceSunken });
export const panelBar = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, padding: `${vars.space.xs} ${vars.space.md} 0` });
export const panelTitle = style({ margin: 0, fontSize: 'inherit', fontWeight: 600 });

/** The thread's area: the scrolling messages, with the jump-to-bottom button over them. */
export const threadArea = style({ position: 'relative', flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' });
export const scroller = style({ flex: 1, minHeight: 0, overflow: 'auto', overflowAnchor: 'none', padding: `0 ${vars.space.md}`, background: vars.color.background });
/** A long thread fades at its edges, so what is cut off reads as more to scroll to (spec 001 §9: from a 220 px range). */
export const scrollMask = style({
  maskImage: 'linear-gradient(to bottom, transparent 0, #000 16px, #000 calc(100% - 16px), transparent 100%)',
});
/** The virtual body: as tall as every row would be; the rows mounted sit where they belong. */
export const threadBody = style({ position: 'relative', width: '100%', outline: 'none' });
export const rowList = style({ listStyle: 'none', margin: 0, padding: 0 });
export const row = style({ position: 'absolute', top: 0, left: 0, width: '100%', display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const edge = style({ position: 'absolute', top: 0, left: 0, right: 0, height: 44, display: 'flex', alignItems: 'center', justifyContent: 'center' });
export const log = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const daySeparator = style({
  alignSelf: 'center',
  padding: '2px 10px',
  borderRadius: vars.radius.round,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: 600,
});
export const unreadDivider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.primary,
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  selectors: { '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.primary}` } },
});
export const jumpButton = style({ position: 'absolute', right: vars.space.md, bottom: vars.space.md, zIndex: 2 });
export const unreadBadge = style({
  minWidth: 20,
  padding: '0 6px',
  borderRadius: vars.radius.round,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: 11,
  fontWeight: 700,
  textAlign: 'center',
});
export const historyEdge = style({ alignSelf: 'center', color: vars.color.textMuted, fontSize: vars.fontSize.small, padding: vars.space.sm });

const bubbleBase = style({
  maxWidth: '78%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.base,
  boxShadow: vars.shadow.raised,
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  scrollMarginBlock: 40,
});
export const bubble = styleVariants({
  consumer: [bubbleBase, { alignSelf: 'flex-start', background: vars.color.bubbleConsumer }],
  agent: [bubbleBase, { alignSelf: 'flex-end', background: vars.color.bubbleAgent }],
  system: [bubbleBase, { alignSelf: 'center', background: vars.color.bubbleSystem, boxShadow: 'none', fontSize: vars.fontSize.small }],
});
export const activeMatch = style({ outline: `2px solid ${vars.color.highlightActive}`, outlineOffset: 2 });
export const privateNote = style({ borderLeft: `3px solid ${vars.color.warning}` });
export const privateBadge = style({
  marginLeft: vars.space.xs,
  padding: '0 6px',
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.warning}`,
  color: vars.color.text,
  fontWeight: 600,
});
export const author = style({ fontWeight: 700, fontSize: vars.fontSize.small, color: vars.color.textMuted });
export const footerLine = style({ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: vars.space.sm, fontSize: 11, color: vars.color.textMuted });
export const messageActions = style({ display: 'inline-flex', alignItems: 'center', gap: 2 });
export const errorText = style({ color: vars.color.danger, fontWeight: 600 });
export const fileLink = style({ color: vars.color.primary });

export const composer = style({ position: 'relative', borderTop: `1px solid ${vars.color.border}`, padding: vars.space.sm, background: vars.color.surface });
// In a narrow tile the buttons go under the box, as with a large text: beside it they would squeeze it to nothing.
const composerRowBase = style({ display: 'flex', gap: vars.space.sm, '@container': { [`conversation ${COMPACT}`]: { flexWrap: 'wrap' } } });
/** short: buttons centred beside the box; tall (over 135 px): at its bottom edge; large text (over 222 characters): the box on a line of its own. */
export const composerRow = styleVariants({
  short: [composerRowBase, { alignItems: 'center' }],
  tall: [composerRowBase, { alignItems: 'flex-end' }],
  large: [composerRowBase, { flexWrap: 'wrap', alignItems: 'flex-end' }],
});
export const composerButtons = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  selectors: { [`${composerRow.large} > &`]: { flexBasis: '100%', justifyContent: 'flex-end' } },
  '@container': { [`conversation ${COMPACT}`]: { flexBasis: '100%', flexWrap: 'wrap', justifyContent: 'flex-end' } },
});
export const textarea = style({
  flex: 1,
  lineHeight: '21px',
  '@container': { [`conversation ${COMPACT}`]: { flexBasis: '100%' } },
  resize: 'none',
  minHeight: 40,
  // Six rows of 21 px, the padding and the border: the size hook grows it up to there.
  maxHeight: 6 * 21 + 18,
  padding: vars.space.sm,
  borderRadius: vars.radius.base,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&:focus': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 0 },
    [`${composerRow.large} > &`]: { flexBasis: '100%' },
  },
});
export const hint = style({ fontSize: 11, color: vars.color.textMuted, marginTop: 2 });
export const triggerPanel = style({
  position: 'absolute',
  left: vars.space.sm,
  right: vars.space.sm,
  bottom: 'calc(100% + 4px)',
  maxHeight: 320,
  overflow: 'auto',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  boxShadow: vars.shadow.overlay,
  zIndex: 5,
});
export const finished = style({ padding: vars.space.md, borderTop: `1px solid ${vars.color.border}`, color: vars.color.textMuted, textAlign: 'center' });
export const visuallyHidden = style({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });
/** Other plugins' buttons beside the reply box. */
export const composerActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
/** Other plugins' notices above the thread. */
export const banners = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: `${vars.space.xs} ${vars.space.md}` });
export const banner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.base,
  border: `1px solid ${vars.color.border}`,
});
/** The conversation as a drop target, and the zone that covers it while files are dragged over. */
export const dropArea = style({ position: 'relative', display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 });
export const dropZone = style({
  position: 'absolute',
  inset: vars.space.sm,
  zIndex: 10,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  border: `2px dashed ${vars.color.primary}`,
  borderRadius: vars.radius.base,
  background: vars.color.surfaceRaised,
  color: vars.color.primary,
  fontWeight: 700,
  pointerEvents: 'none',
});
/** After a folded message's text: the ellipsis, and the buttons to show more or less of it. */
export const foldEllipsis = style({ color: vars.color.textMuted });
export const foldControls = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignSelf: 'flex-start' });
