import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const boundary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  margin: vars.space.sm,
  borderRadius: vars.radius.base,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
});
