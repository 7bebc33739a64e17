import { proxy } from '@tessera/core';

/**
 * This window's availability UI ('availability.ui'): whether the picker is open and how many
 * changes are in flight (the automatic pause waits for them). Made by the plugin's activate.
 */
export interface AvailabilityUi {
  readonly state: Readonly<{ pickerOpen: boolean; pending: number }>;
  openPicker(): void;
  closePicker(): void;
  /** Counts a change in flight while `work` runs. */
  inFlight<T>(work: () => Promise<T>): Promise<T>;
}

export function createAvailabilityUi(): AvailabilityUi {
  const state = proxy({ pickerOpen: false, pending: 0 });
  return {
    state,
    openPicker: () => void (state.pickerOpen = true),
    closePicker: () => void (state.pickerOpen = false),
    async inFlight(work) {
      state.pending++;
      try {
        return await work();
      } finally {
        state.pending--;
      }
    },
  };
}
