import type { ReactNode } from 'react';
import type { IconName } from '../plugins/types';
import { emptyState, spinner } from './feedback.css';
import { Icon } from './icons';

/** A busy indicator that says what is happening to screen readers. */
export function Spinner({ label }: { label: string }) {
  return <span className={spinner} role="status" aria-label={label} />;
}

export function EmptyState({ icon, children }: { icon?: IconName; children: ReactNode }) {
  return (
    <div className={emptyState}>
      {icon && <Icon name={icon} size={32} />}
      <div>{children}</div>
    </div>
  );
}
