/** Material-style 24px paths for what the kit's icons lack. */
const paths = {
  play: 'M8 5v14l11-7z',
  pause: 'M6 19h4V5H6zm8-14v14h4V5z',
  download: 'M19 9h-4V3H9v6H5l7 7zM5 18v2h14v-2z',
  zoomIn: 'M15.5 14h-.8l-.3-.3A6.5 6.5 0 1 0 9.5 16a6.5 6.5 0 0 0 4.2-1.6l.3.3v.8l5 5 1.5-1.5zm-6 0A4.5 4.5 0 1 1 14 9.5 4.5 4.5 0 0 1 9.5 14zM10 7H9v2H7v1h2v2h1v-2h2V9h-2z',
  zoomOut: 'M15.5 14h-.8l-.3-.3A6.5 6.5 0 1 0 9.5 16a6.5 6.5 0 0 0 4.2-1.6l.3.3v.8l5 5 1.5-1.5zm-6 0A4.5 4.5 0 1 1 14 9.5 4.5 4.5 0 0 1 9.5 14zM7 9h5v1H7z',
  rotate: 'M15.6 5.5 11 1v3.1A8 8 0 0 0 11 20v-2a6 6 0 0 1 0-11.9V10zM19.9 11a8 8 0 0 0-1.6-3.9l-1.4 1.4a6 6 0 0 1 1 2.5zM13 17.9v2a8 8 0 0 0 3.9-1.6l-1.4-1.5a6 6 0 0 1-2.5 1.1zm3.9-2.4 1.4 1.4a8 8 0 0 0 1.6-3.9h-2a6 6 0 0 1-1 2.5z',
  close: 'M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12z',
  previous: 'M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6z',
  next: 'M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z',
  file: 'M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8zm2 16H8v-2h8zm0-4H8v-2h8zm-3-5V3.5L18.5 9z',
  video: 'M17 10.5V7a1 1 0 0 0-1-1H4a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-3.5l4 4v-11z',
  image: 'M21 19V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2zM8.5 13.5l2.5 3 3.5-4.5 4.5 6H5z',
  audio: 'M12 3v10.6A4 4 0 1 0 14 17V7h4V3z',
} as const;

export type MediaIconName = keyof typeof paths;

/** Decorative: the control or text beside it says what it is. */
export function MediaIcon({ name, size = 18 }: { name: MediaIconName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d={paths[name]} />
    </svg>
  );
}
