import { vars } from '@tessera/core/theme';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 320 });
export const registered = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });
export const registeredName = style({ color: vars.color.text, fontWeight: 600 });

/** The names in the customer panel: a label over the value and its button. */
export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const field = style({ display: 'flex', flexDirection: 'column', gap: 2 });
export const fieldLabel = style({ fontSize: vars.fontSize.small, fontWeight: 600, color: vars.color.textMuted });
export const fieldRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minHeight: 28 });
export const fieldValue = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });
