import { vars } from '@tessera/core/theme';
import { style } from '@vanilla-extract/css';

export const dock = style({ display: 'flex', height: '100%', minHeight: 0 });
export const content = style({ flex: 1, minWidth: 0, overflow: 'auto', display: 'flex', flexDirection: 'column' });
export const bar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderLeft: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});
