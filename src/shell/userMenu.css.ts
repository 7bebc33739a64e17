import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** A menu entry's label, then its detail (the current status, the chosen language) in muted text. */
export const itemLabel = style({ flex: 1 });
export const itemDetail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, marginLeft: vars.space.md });
export const submenuArrow = style({ display: 'inline-flex', color: vars.color.textMuted });
