import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { tokens } from './tokens';

const shared = {
  font: {
    body: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  },
  fontSize: { small: '12px', body: `${tokens.fontSize}px`, large: '16px', title: '20px' },
  radius: { base: `${tokens.radius}px`, round: '999px' },
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px' },
};

/** The light theme the spec calls "normal". */
export const normalTheme = createTheme(vars, {
  ...shared,
  color: {
    background: '#eef1f5',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#f5f7fa',
    border: '#d5dbe3',
    text: '#1b2430',
    textMuted: '#5b6676',
    primary: '#1c5fb8',
    primaryHover: '#154c94',
    onPrimary: '#ffffff',
    accentSoft: '#e3edfa',
    danger: '#b3261e',
    dangerSoft: '#fbe4e2',
    warning: '#8a5a00',
    warningSoft: '#fff1cc',
    success: '#1e7b34',
    successSoft: '#dff3e4',
    focus: '#0b57d0',
    highlight: '#fff0a6',
    highlightActive: '#ffc94d',
    bubbleConsumer: '#ffffff',
    bubbleAgent: '#dcebfc',
    bubbleSystem: '#eceff3',
    overlay: 'rgba(15, 23, 32, 0.45)',
  },
  shadow: { raised: '0 1px 3px rgba(15, 23, 32, 0.12)', overlay: '0 12px 32px rgba(15, 23, 32, 0.24)' },
});

export const darkTheme = createTheme(vars, {
  ...shared,
  color: {
    background: '#0f141a',
    surface: '#171e26',
    surfaceRaised: '#1f2832',
    surfaceSunken: '#131920',
    border: '#2e3a47',
    text: '#e6ebf1',
    textMuted: '#9aa7b6',
    primary: '#6ea8fe',
    primaryHover: '#8fbcff',
    onPrimary: '#0b1320',
    accentSoft: '#1d2f47',
    danger: '#f28b82',
    dangerSoft: '#3b1f1f',
    warning: '#f6c453',
    warningSoft: '#3a2f14',
    success: '#81c995',
    successSoft: '#17301f',
    focus: '#8ab4f8',
    highlight: '#5a4a00',
    highlightActive: '#8a6d00',
    bubbleConsumer: '#1f2832',
    bubbleAgent: '#1d3557',
    bubbleSystem: '#242d38',
    overlay: 'rgba(0, 0, 0, 0.6)',
  },
  shadow: { raised: '0 1px 3px rgba(0, 0, 0, 0.5)', overlay: '0 12px 32px rgba(0, 0, 0, 0.6)' },
});
