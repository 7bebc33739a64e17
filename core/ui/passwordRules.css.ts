import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const rules = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.base,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.small,
});
export const rulesTitle = style({ margin: 0, fontWeight: 600, color: vars.color.textMuted });
export const rulesList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 2 });
const ruleBase = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const rule = styleVariants({
  met: [ruleBase, { color: vars.color.success }],
  pending: [ruleBase, { color: vars.color.textMuted }],
});
/** An empty ring where a rule is not met yet, the size of the check icon. */
export const ring = style({
  display: 'inline-block',
  width: 10,
  height: 10,
  margin: 3,
  borderRadius: '50%',
  border: `1.5px solid currentColor`,
  flex: 'none',
});
export const visuallyHidden = style({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });
