import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const markedText = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const marker = style({
  display: 'inline',
  padding: '0 2px',
  margin: 0,
  border: 'none',
  borderBottom: `2px dotted ${vars.color.primary}`,
  borderRadius: 2,
  background: vars.color.accentSoft,
  color: 'inherit',
  font: 'inherit',
  cursor: 'copy',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` } },
});

export const searchMark = style({ background: vars.color.highlight, color: 'inherit', borderRadius: 2 });

// A long text's blocks (see blocks.ts): each its own paragraph for layout, lines unchanged.
export const textBlock = style({ display: 'block' });
