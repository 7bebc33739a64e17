/**
 * A ref callback that focuses its element once, when it appears: a notice that replaces a form
 * takes the focus the vanished button had. Module-level, so React does not call it on re-renders.
 */
export const focusOnMount = (element: HTMLElement | null): void => element?.focus();
