import { disclosureClasses, Icon, type IconName } from '@tessera/core';
import type { ReactNode } from 'react';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import * as css from './tickets.css';

/** An accordion of the ticket panel, its open state held by the caller (kept per conversation). */
export function Section({ title, icon, open, onOpenChange, children, level = 5 }: { title: string; icon: IconName; open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode; level?: number }) {
  return (
    <Disclosure className={disclosureClasses.section.roomy} isExpanded={open} onExpandedChange={onOpenChange}>
      <Heading level={level} className={css.sectionHeading}>
        <Button slot="trigger" className={disclosureClasses.trigger.roomy}>
          <span className={css.triggerIcon}>
            <Icon name={icon} />
          </span>
          <span className={css.triggerLabel}>{title}</span>
          <span className={disclosureClasses.chevron.roomy}>
            <Icon name="down" />
          </span>
        </Button>
      </Heading>
      <DisclosurePanel>
        <div className={css.sectionBody}>{children}</div>
      </DisclosurePanel>
    </Disclosure>
  );
}
