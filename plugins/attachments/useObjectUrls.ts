import { useEffect, useRef, useState } from 'react';

/**
 * Object URLs for the image files shown (by item id): made when an image joins, revoked when it
 * leaves and when the dialog closes, so a closed dialog holds none of the files' memory.
 */
export function useObjectUrls(items: readonly { id: string; file: File; kind: string }[]): Readonly<Record<string, string>> {
  const [urls, setUrls] = useState<Record<string, string>>({});
  const held = useRef(new Map<string, string>());
  const images = items.filter((item) => item.kind === 'image');
  const key = images.map((item) => item.id).join(' ');

  useEffect(() => {
    const wanted = new Set(images.map((item) => item.id));
    for (const [id, url] of held.current) {
      if (wanted.has(id)) continue;
      URL.revokeObjectURL(url);
      held.current.delete(id);
    }
    for (const item of images) if (!held.current.has(item.id)) held.current.set(item.id, URL.createObjectURL(item.file));
    setUrls(Object.fromEntries(held.current));
    // The ids say which files are shown; the list is a new array each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => {
    const map = held.current;
    return () => {
      for (const url of map.values()) URL.revokeObjectURL(url);
      map.clear();
    };
  }, []);

  return urls;
}
