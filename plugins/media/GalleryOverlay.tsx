import { useService, useSnapshot } from '@tessera/core';
import { lazy, Suspense } from 'react';

// The gallery loads when first opened, not with the workspace.
const Gallery = lazy(() => import('./Gallery'));
const ListGallery = lazy(() => import('./Gallery').then((m) => ({ default: m.ListGallery })));

/** This window's image gallery, shown while the media service says so (every window mounts it). */
export default function GalleryOverlay() {
  const { open, list } = useSnapshot(useService('media.ui').gallery);
  return (
    <Suspense fallback={null}>
      {open && <Gallery target={open} />}
      {list && <ListGallery list={list} />}
    </Suspense>
  );
}
