import './global.css';
import type { ThemeName } from '../core/state/store';
import { darkTheme, normalTheme } from './themes.css';

export { vars } from './contract.css';
export { palette15, paletteColour, tokens } from './tokens';

export const themeClass: Record<ThemeName, string> = { normal: normalTheme, dark: darkTheme };

/**
 * The theme class goes on <html>: react-aria renders popovers and modals into document.body,
 * outside the app's root, and they must be themed too.
 */
export function applyTheme(theme: ThemeName, root: HTMLElement = document.documentElement): void {
  for (const cls of Object.values(themeClass)) root.classList.remove(cls);
  root.classList.add(themeClass[theme]);
  root.style.colorScheme = theme === 'dark' ? 'dark' : 'light';
}
