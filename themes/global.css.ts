import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body, #root', { height: '100%', margin: 0 });
globalStyle('body', {
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: 1.45,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 });
globalStyle('button, input, textarea, select', { font: 'inherit', color: 'inherit' });
