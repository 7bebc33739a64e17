/** Design constants of spec 000 §9: base font 14, radius 5, a palette of 15 colours. */
export const tokens = {
  fontSize: 14,
  radius: 5,
  sidebarWidth: { collapsed: 80, expanded: 200 },
  listWidth: 200,
  usabilityWidth: 1200,
} as const;

/** Avatar and tag colours; readable with white text in both themes. */
export const palette15 = [
  '#1565c0', '#2e7d32', '#c62828', '#6a1b9a', '#ef6c00', '#00838f', '#ad1457', '#4e342e',
  '#283593', '#558b2f', '#d84315', '#00695c', '#4527a0', '#9e5d00', '#37474f',
] as const;

/** The same colour for the same name, every time. */
export function paletteColour(key: string): string {
  let hash = 0;
  for (let i = 0; i < key.length; i++) hash = (hash * 31 + key.charCodeAt(i)) | 0;
  return palette15[Math.abs(hash) % palette15.length]!;
}
