import { useService, useSnapshot } from '@tessera/core';
import { lazy, Suspense } from 'react';

// The gallery loads when first opened, not with the workspace.
const Gallery = lazy(() => import('./Gallery'));

/** This window's image gallery, shown while the media service says so (every window mounts it). */
export default function GalleryOverlay() {
  const { open } = useSnapshot(useService('media.ui').gallery);
  return <Suspense fallback={null}>{open && <Gallery target={open} />}</Suspense>;
}
