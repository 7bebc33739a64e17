import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const mosaicRoot = style({ height: '100%', background: vars.color.background });

// react-mosaic's own stylesheet draws for Blueprint; these rules give it our theme instead.
globalStyle(`${mosaicRoot} .mosaic-root`, { top: 6, right: 6, bottom: 6, left: 6 });
globalStyle(`${mosaicRoot} .mosaic-tile`, { margin: 3 });
globalStyle(`${mosaicRoot} .mosaic-window, ${mosaicRoot} .mosaic-preview`, {
  borderRadius: vars.radius.base,
  boxShadow: vars.shadow.raised,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});
globalStyle(`${mosaicRoot} .mosaic-window .mosaic-window-toolbar`, {
  height: 36,
  background: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: 'none',
});
globalStyle(`${mosaicRoot} .mosaic-window .mosaic-window-toolbar.draggable`, { cursor: 'grab' });
globalStyle(`${mosaicRoot} .mosaic-window .mosaic-window-body`, { background: vars.color.surface, color: vars.color.text });
globalStyle(`${mosaicRoot} .mosaic-split`, { background: 'transparent' });
globalStyle(`${mosaicRoot} .mosaic-split:hover .mosaic-split-line`, { boxShadow: `0 0 0 2px ${vars.color.primary}` });
globalStyle(`${mosaicRoot} .drop-target-container .drop-target`, {
  background: vars.color.accentSoft,
  border: `2px dashed ${vars.color.primary}`,
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  height: '100%',
  padding: `0 ${vars.space.xs} 0 ${vars.space.sm}`,
  gap: vars.space.xs,
});
export const toolbarTitle = style({
  position: 'relative',
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: 700,
  fontSize: vars.fontSize.body,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  margin: 0,
});
export const toolbarTitleText = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  selectors: {
    // Too narrow for the words ('Con…'): the icon alone; the heading still says the title to assistive technology.
    '[data-fit="icon"] > &': { position: 'absolute', width: 1, height: 1, clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  },
});
/** The title's words at their natural width, out of sight: what TileFrame measures them by. */
export const toolbarTitleMeasure = style({ position: 'absolute', visibility: 'hidden', whiteSpace: 'nowrap', pointerEvents: 'none', left: 0, top: 0 });
export const tileBody = style({
  height: '100%',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  // A minimized tile's content stays mounted but takes no room.
  selectors: { '&[hidden]': { display: 'none' } },
});
/** A tile minimized in a row of tiles: a strip as wide as a button, the restore button alone. */
export const toolbarNarrow = style({ display: 'flex', justifyContent: 'center', alignItems: 'center', width: '100%', height: '100%' });
export const narrowTitle = style({
  writingMode: 'vertical-rl',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  width: '100%',
  fontWeight: 700,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
});
export const visuallyHidden = style({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });
export const undockedNotice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  height: '100%',
  color: vars.color.textMuted,
  textAlign: 'center',
  padding: vars.space.lg,
});

// The split bars are separators the keyboard moves: focused, the bar shows it.
globalStyle(`${mosaicRoot} .mosaic-split:focus`, { outline: 'none' });
globalStyle(`${mosaicRoot} .mosaic-split:focus-visible .mosaic-split-line`, { boxShadow: `0 0 0 3px ${vars.color.focus}` });

// At the list's 200 px the words need the icon's room: the words alone ('text'); narrower still, the icon alone.
globalStyle(`${toolbarTitle}[data-fit="text"] > svg`, { display: 'none' });
globalStyle(`${toolbarTitle} > svg`, { flexShrink: 0 });
// The Move menu's button as narrow as the icon buttons beside it, to leave the title its room.
globalStyle(`${toolbar} > button[aria-haspopup]`, { width: 30, minWidth: 30, padding: 0, justifyContent: 'center' });
