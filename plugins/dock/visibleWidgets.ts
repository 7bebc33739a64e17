/** The dock widgets the dock shows right now, in its order; kept by DockTile for the shortcuts. */
let visible: readonly string[] = [];

export function setVisibleDockWidgets(ids: readonly string[]): void {
  visible = ids;
}

export function visibleDockWidgets(): readonly string[] {
  return visible;
}
