import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

// A chip keeps its words on one line (a narrow list wraps between chips, never inside one).
export const channel = style({ display: 'inline-flex', alignItems: 'center', gap: 4, color: vars.color.textMuted, whiteSpace: 'nowrap' });

const slaBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  padding: '0 6px',
  borderRadius: vars.radius.round,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: 600,
  fontSize: 11,
  whiteSpace: 'nowrap',
});
export const sla = styleVariants({
  normal: [slaBase, { background: vars.color.successSoft, color: vars.color.success }],
  bursting: [slaBase, { background: vars.color.warningSoft, color: vars.color.warning }],
  overdue: [slaBase, { background: vars.color.dangerSoft, color: vars.color.danger }],
  inactive: [slaBase, { background: vars.color.surfaceSunken, color: vars.color.textMuted }],
  closed: [slaBase, { background: vars.color.surfaceSunken, color: vars.color.textMuted }],
});
