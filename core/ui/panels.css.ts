import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/*
 * The look of the side panels that show a record to read (the customer, the general information,
 * a ticket): key / value lists and sections that fold. 'dense' for what the agent reads while
 * talking, 'roomy' for a panel read on its own.
 */

const list = style({ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(80px, max-content) 1fr', columnGap: vars.space.sm });

/** A key / value list (a `<dl>`): the terms in a column as wide as the longest, the values beside them. */
export const keyValue = {
  list: styleVariants({
    dense: [list, { rowGap: 2 }],
    /** Rows that carry a control beside the value (a copy button): it sets their height, the text is centred on it. */
    withActions: [list, { alignItems: 'center' }],
    roomy: [list, { gridTemplateColumns: 'minmax(90px, max-content) 1fr', columnGap: vars.space.md, rowGap: 4 }],
  }),
  /** A wrapper of one term and its value (`dl > div`) that leaves them in the list's two columns. */
  row: style({ display: 'contents' }),
  term: style({ color: vars.color.textMuted, fontWeight: 600 }),
  value: style({ margin: 0, overflowWrap: 'anywhere' }),
};

const section = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.base, background: vars.color.surface });
const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 700,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 } },
});
const chevron = style({ transition: 'transform 120ms', selectors: { '[aria-expanded=true] > &': { transform: 'rotate(180deg)' } } });

/** A react-aria Disclosure drawn as a panel's section: its box, the trigger (its title) and the chevron in it. */
export const disclosure = {
  section: styleVariants({ dense: [section], roomy: [section, { boxShadow: '0 1px 2px rgba(0,0,0,0.04)' }] }),
  trigger: styleVariants({
    dense: [trigger, { padding: `${vars.space.xs} ${vars.space.sm}` }],
    roomy: [trigger, { padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.base, selectors: { '&[data-hovered]': { background: vars.color.surfaceSunken } } }],
    /** A section within a section: lighter, flush with the text around it. */
    nested: [trigger, { fontWeight: 600, padding: `${vars.space.xs} 0` }],
  }),
  chevron: styleVariants({ dense: [chevron], roomy: [chevron, { display: 'inline-flex', color: vars.color.textMuted }] }),
};
