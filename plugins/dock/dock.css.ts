import { vars } from '@tessera/core/theme';
import { style } from '@vanilla-extract/css';

export const dock = style({ display: 'flex', height: '100%', minHeight: 0 });
export const content = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });
export const widgetHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const widgetTitle = style({ flex: 1, minWidth: 0, margin: 0, fontSize: vars.fontSize.body, fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const widgetBody = style({ flex: 1, minHeight: 0, overflow: 'auto', display: 'flex', flexDirection: 'column' });
export const bar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderLeft: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});
/** One mounted widget, laid out as if it were the body's child; hidden ones (kept for their retention) take no room. */
export const pane = style({ display: 'contents', selectors: { '&[hidden]': { display: 'none' } } });
