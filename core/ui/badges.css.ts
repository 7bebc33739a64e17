import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const channel = style({ display: 'inline-flex', alignItems: 'center', gap: 4, color: vars.color.textMuted });

const slaBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  padding: '0 6px',
  borderRadius: vars.radius.round,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: 600,
  fontSize: 11,
});
export const sla = styleVariants({
  normal: [slaBase, { background: vars.color.successSoft, color: vars.color.success }],
  bursting: [slaBase, { background: vars.color.warningSoft, color: vars.color.warning }],
  overdue: [slaBase, { background: vars.color.dangerSoft, color: vars.color.danger }],
  inactive: [slaBase, { background: vars.color.surfaceSunken, color: vars.color.textMuted }],
  closed: [slaBase, { background: vars.color.surfaceSunken, color: vars.color.textMuted }],
});
