/** The gallery's zoom and rotation (spec 001 §9: zoom 1 to 1.5 in steps of 0.25, rotation in steps of 90°). */

export const ZOOM_MIN = 1;
export const ZOOM_MAX = 1.5;
export const ZOOM_STEP = 0.25;
export const ROTATION_STEP = 90;

const clampZoom = (zoom: number) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom));

/** One step in (1 → 1.25 → 1.5), staying at 1.5. */
export const zoomIn = (zoom: number): number => clampZoom(zoom + ZOOM_STEP);
/** One step out (1.5 → 1.25 → 1), staying at 1. */
export const zoomOut = (zoom: number): number => clampZoom(zoom - ZOOM_STEP);
export const canZoomIn = (zoom: number): boolean => zoom < ZOOM_MAX;
export const canZoomOut = (zoom: number): boolean => zoom > ZOOM_MIN;

/** A quarter turn clockwise: 0 → 90 → 180 → 270 → 0. */
export const rotate = (degrees: number): number => (degrees + ROTATION_STEP) % 360;

/** The neighbour of `index` among `count` images, going round at either end. */
export function stepIndex(index: number, count: number, by: 1 | -1): number {
  if (count <= 0) return 0;
  return (((index + by) % count) + count) % count;
}
