/** The Tessera mark: four tiles, one lit. Decorative; the text beside it names the product. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="13" height="13" rx="3" fill="#1c5fb8" />
      <rect x="17" y="2" width="13" height="13" rx="3" fill="#6ea8fe" />
      <rect x="2" y="17" width="13" height="13" rx="3" fill="#6ea8fe" />
      <rect x="17" y="17" width="13" height="13" rx="3" fill="#ffb020" />
    </svg>
  );
}
