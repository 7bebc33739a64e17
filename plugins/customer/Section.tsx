import { disclosureClasses, Icon } from '@tessera/core';
import type { ReactNode } from 'react';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { body } from './customer.css';

/** A collapsible section of the customer panel: open by default (spec 001 §2), the agent may fold it. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Disclosure className={disclosureClasses.section.dense} defaultExpanded>
      <Heading level={4} style={{ margin: 0 }}>
        <Button slot="trigger" className={disclosureClasses.trigger.dense}>
          <span style={{ flex: 1 }}>{title}</span>
          <span className={disclosureClasses.chevron.dense}>
            <Icon name="down" />
          </span>
        </Button>
      </Heading>
      <DisclosurePanel className={body}>{children}</DisclosurePanel>
    </Disclosure>
  );
}
