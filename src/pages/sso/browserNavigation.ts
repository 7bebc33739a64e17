/**
 * Full page loads, behind one object so component tests can watch them without leaving the page.
 */
export const browserNavigation = {
  /** Loads `url` afresh (not a client-side route change). */
  reload(url: string): void {
    window.location.assign(url);
  },
};
