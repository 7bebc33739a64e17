import { dot } from './availability.css';

/** Decorative: the status's name always says the same in words. */
export function StatusDot({ kind }: { kind: 'online' | 'backsoon' | 'away' | undefined }) {
  return <span className={dot[kind ?? 'unknown']} aria-hidden="true" />;
}
