import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** A menu entry's label, then its detail (the current status, the chosen language) in muted text. */
export const itemLabel = style({ flex: 1 });
export const itemDetail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, marginLeft: vars.space.md });
export const submenuArrow = style({ display: 'inline-flex', color: vars.color.textMuted });
/** Where a toggle or a choice shows its check: always there, so labels line up checked or not. */
export const checkSlot = style({ display: 'inline-flex', width: 16, marginLeft: vars.space.md, color: vars.color.primary });
/** The menu's groups (actions, toggles, account) with a line between them. */
export const section = style({
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}`, marginTop: vars.space.xs, paddingTop: vars.space.xs } },
});
