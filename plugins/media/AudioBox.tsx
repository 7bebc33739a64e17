import { useService, useSnapshot } from '@tessera/core';
import { lazy, Suspense, useCallback } from 'react';

// The box's controls (a seek slider, buttons) load with the first play, not with the workspace.
const AudioBoxPanel = lazy(() => import('./AudioBoxPanel'));

/**
 * The window's one <audio> element, which inline players and the floating box drive (every window
 * mounts it), and the floating audio player box while it is open.
 */
export default function AudioBox() {
  const ui = useService('media.ui');
  const { boxOpen, track } = useSnapshot(ui.player);
  const bind = useCallback((element: HTMLAudioElement | null) => ui.bindElement(element), [ui]);
  return (
    <>
      <audio ref={bind} preload="metadata" data-media-player="" hidden />
      <Suspense fallback={null}>{boxOpen && track && <AudioBoxPanel />}</Suspense>
    </>
  );
}
