import { vars } from '@tessera/core/theme';
import { style } from '@vanilla-extract/css';

// Dense: the agent reads many short values side by side with the conversation.
export const panel = style({ display: 'flex', flexDirection: 'column', padding: vars.space.xs, gap: vars.space.xs, overflow: 'auto', fontSize: vars.fontSize.small });
export const body = style({ padding: `0 ${vars.space.sm} ${vars.space.xs}` });
/** A value with its copy button after it (with the kit's key / value value). */
export const valueWithCopy = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0, minHeight: 28 });
export const valueText = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });
export const group = style({ paddingBottom: vars.space.xs, marginBottom: vars.space.xs, borderBottom: `1px dashed ${vars.color.border}` });
export const empty = style({ color: vars.color.textMuted, margin: 0 });
