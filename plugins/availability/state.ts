import { proxy } from 'valtio';

/** This window's availability UI: whether the picker is open and how many changes are in flight. */
export const availabilityUi = proxy({ pickerOpen: false, pending: 0 });

export function openPicker(): void {
  availabilityUi.pickerOpen = true;
}

export function closePicker(): void {
  availabilityUi.pickerOpen = false;
}

/** A fresh window's state (tests start each case from it). */
export function resetAvailabilityUi(): void {
  availabilityUi.pickerOpen = false;
  availabilityUi.pending = 0;
}
