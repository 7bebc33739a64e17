import { RenderContribution, useContributions } from '@tessera/core';
import type { CustomerSectionProps } from './contract';
import { fields } from './customer.css';

/** Contact identification (spec 001 §2): the fields other plugins bring (the name and its edit, the relationship). */
export default function IdentificationSection(props: CustomerSectionProps) {
  const parts = useContributions('customer.identification');
  return (
    <div className={fields}>
      {parts.map(({ plugin, contribution }) => (
        <RenderContribution key={`${plugin.id}:${contribution.id}`} plugin={plugin} component={contribution.component} props={props} />
      ))}
    </div>
  );
}
