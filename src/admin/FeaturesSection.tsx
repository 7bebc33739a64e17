import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Feature } from '../../core/schemas/session';
import { card, cardChanged, cardTitle, cards, muted } from './admin.css';
import { featureForms, featureFrom, featureNames, type FeatureName, featureValues, newTermId } from './featureForms';
import { ConfigForm } from './form/ConfigForm';
import { fieldsOf } from './form/schemaFields';
import type { Validation } from './form/validate';
import type { AdminData } from './useAdminData';

const hidden = { id: newTermId };

function FeatureCard({ name, saved, data }: { name: FeatureName; saved: Feature | undefined; data: AdminData }) {
  const intl = useIntl();
  const schema = featureForms[name];
  const fields = fieldsOf(schema);
  const changed = data.pending.some((c) => c.kind === 'feature' && c.id === name);
  const { setFeature } = data;
  const onChange = useCallback(
    (values: Record<string, unknown>, validation: Validation) => setFeature(name, featureFrom(name, validation.ok ? validation.config : values, saved), !validation.ok),
    [setFeature, name, saved],
  );
  const title = intl.formatMessage({ id: `admin.feature.${name}.title` });
  return (
    <li className={changed ? `${card} ${cardChanged}` : card} aria-labelledby={`feature-${name}-title`}>
      <h2 className={cardTitle} id={`feature-${name}-title`}>
        {title}
      </h2>
      <p className={muted}>
        <FormattedMessage id={`admin.feature.${name}.description`} />
      </p>
      <ConfigForm
        key={data.generation}
        title={intl.formatMessage({ id: 'admin.feature.settings' }, { feature: title })}
        schema={schema}
        fields={fields}
        initial={featureValues(name, saved)}
        messagePrefix={`admin.feature.${name}`}
        onChange={onChange}
        hidden={hidden}
        showDefaults={false}
        headingLevel={3}
      />
    </li>
  );
}

/** The company's features (Tab, Insight), edited like a plugin's settings. */
export function FeaturesSection({ data }: { data: AdminData }) {
  if (data.savedFeatures.status !== 'ready') return null;
  const saved = data.savedFeatures.data;
  return (
    <ul className={cards}>
      {featureNames.map((name) => (
        <FeatureCard key={name} name={name} saved={saved.find((f) => f.name === name)} data={data} />
      ))}
    </ul>
  );
}
