/*
 * Back and Forward away from a page with unsaved work ask first. The router (wouter) follows the
 * browser's popstate at once and renders before any later listener runs (microtasks run between
 * listeners), so a page cannot hold a traversal from its own listener: this one is added as the
 * app starts, ahead of the router's, and holds a traversal the page's guard refuses.
 */

export interface LeaveGuard {
  /** Whether going to `pathname` must be asked first (unsaved work would be lost). */
  holds(pathname: string): boolean;
  /** Asks; `leave` goes where the browser was going. */
  ask(leave: () => void): void;
}

let guard: LeaveGuard | null = null;
let passing = false;
let here = '';

function onPopState(event: PopStateEvent): void {
  if (!guard || passing || !guard.holds(window.location.pathname)) {
    passing = false;
    here = window.location.href;
    return;
  }
  event.stopImmediatePropagation();
  // The browser already shows the address it was going to: the page's own again, in a new entry.
  window.history.pushState(window.history.state, '', here);
  guard.ask(() => {
    passing = true;
    window.history.back();
  });
}

const track = () => void (here = window.location.href);

/** Starts listening, before the router does (main.tsx, ahead of the first render). */
export function startLeaveGuard(): void {
  here = window.location.href;
  window.addEventListener('popstate', onPopState);
  // The router's pushes and replaces (wouter announces them as events of these names).
  window.addEventListener('pushState', track);
  window.addEventListener('replaceState', track);
}

/** A page's guard, until the returned function removes it. */
export function guardLeaving(next: LeaveGuard): () => void {
  guard = next;
  here = window.location.href;
  return () => {
    if (guard === next) guard = null;
  };
}
