// What 'rdndmb-html5-to-touch' and 'react-dnd-multi-backend' resolve to in built bundles
// (rsbuild.config.ts). react-mosaic's own wrapper (Mosaic) builds its backend options from them as
// its module loads, which would put the touch backends in every session. The workspace uses
// MosaicWithoutDragDropContext under its own provider (DragAndDrop.tsx), which loads the real
// ones by file path on touch screens only.
export const HTML5toTouch = { backends: [] };

export function MultiBackend(): never {
  throw new Error("react-mosaic's Mosaic wrapper is not used here: render MosaicWithoutDragDropContext inside DragAndDrop");
}
