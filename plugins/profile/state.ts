import { proxy } from 'valtio';

/** Whether this window shows the settings drawer. */
export const profileUi = proxy({ drawerOpen: false });

export function openDrawer(): void {
  profileUi.drawerOpen = true;
}

export function closeDrawer(): void {
  profileUi.drawerOpen = false;
}
