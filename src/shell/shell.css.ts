import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', height: '100%' });
export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: 48,
  padding: `0 ${vars.space.md}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  flexShrink: 0,
});
export const brand = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontWeight: 800, fontSize: vars.fontSize.large, margin: 0 });
export const brandLogo = style({ width: 26, height: 26 });
export const spacer = style({ flex: 1 });
export const main = style({ flex: 1, minHeight: 0, position: 'relative' });

const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '2px 10px',
  borderRadius: vars.radius.round,
  fontSize: vars.fontSize.small,
  fontWeight: 600,
  selectors: { '&::before': { content: '""', width: 8, height: 8, borderRadius: '50%', background: 'currentColor' } },
});
export const connection = styleVariants({
  connected: [pill, { background: vars.color.successSoft, color: vars.color.success }],
  connecting: [pill, { background: vars.color.warningSoft, color: vars.color.warning }],
  reconnecting: [pill, { background: vars.color.warningSoft, color: vars.color.warning }],
  disconnected: [pill, { background: vars.color.dangerSoft, color: vars.color.danger }],
});
export const userName = style({ fontWeight: 600 });
