import { type ReactNode, useEffect, useState } from 'react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';

type Backend = { backend: typeof HTML5Backend; options?: unknown };

const mouseOnly: Backend = { backend: HTML5Backend };
/** react-mosaic's own touch slop (its MOSAIC_TOUCH_SLOP_PX, not in its typings): a touch must move this far to drag. */
const TOUCH_SLOP_PX = 10;
const hasTouch = () => typeof navigator !== 'undefined' && navigator.maxTouchPoints > 0;

/** HTML5 and touch dragging as react-mosaic's own wrapper sets them up (with its touch slop). */
async function loadTouchBackend(): Promise<Backend> {
  const [{ MultiBackend }, { HTML5toTouch }] = await Promise.all([import('react-dnd-multi-backend/dist/index.js'), import('rdndmb-html5-to-touch/dist/index.js')]);
  const backends = HTML5toTouch.backends.map((b) => (b.id === 'touch' ? { ...b, options: { ...(b.options as object), touchSlop: TOUCH_SLOP_PX } } : b));
  return { backend: MultiBackend as unknown as typeof HTML5Backend, options: { ...HTML5toTouch, backends } };
}

/**
 * The tiles' drag and drop. A mouse-only screen drags with the HTML5 backend alone; a touch
 * screen loads the touch backends first (a moment, once), so mouse-only sessions never carry them.
 */
export function DragAndDrop({ children }: { children: ReactNode }) {
  const [chosen, setChosen] = useState<Backend | undefined>(() => (hasTouch() ? undefined : mouseOnly));
  useEffect(() => {
    if (chosen) return;
    let live = true;
    loadTouchBackend()
      .catch(() => mouseOnly)
      .then((b) => live && setChosen(b));
    return () => {
      live = false;
    };
  }, [chosen]);
  if (!chosen) return null;
  return (
    <DndProvider backend={chosen.backend} options={chosen.options}>
      {children}
    </DndProvider>
  );
}
