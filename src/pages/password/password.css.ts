import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const title = style({ margin: 0, fontSize: vars.fontSize.large });
export const lead = style({ margin: 0, color: vars.color.textMuted });

export const link = style({
  color: vars.color.primary,
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: 2,
  alignSelf: 'flex-start',
  selectors: { '&:hover': { color: vars.color.primaryHover } },
});

const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.base,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  // Focused by script when it replaces the form (to keep the reader's place), not a control: no ring.
  selectors: { '&:focus': { outline: 'none' } },
});
export const successNotice = style([notice, { background: vars.color.successSoft, color: vars.color.text, borderLeft: `4px solid ${vars.color.success}` }]);
export const warningNotice = style([notice, { background: vars.color.warningSoft, color: vars.color.text, borderLeft: `4px solid ${vars.color.warning}` }]);

export const demoMailbox = style({
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.base,
  padding: vars.space.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.fontSize.small,
});
