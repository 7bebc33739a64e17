import { memo, useCallback, useState } from 'react';
import { Input, Label, SearchField } from 'react-aria-components';
import { field as fieldClass, input, label as labelClass } from '../../core/ui/controls.css';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import type { AnyPlugin } from '../../core/plugins/types';
import { badge, badgeOn, card, cardChanged, cardHead, cardTitle, cards, facts, filterBar, muted, pluginId, warning } from './admin.css';
import { contributionsOf, dependenciesOf, gatesOf, type Phrase } from './describePlugin';
import { ConfigForm } from './form/ConfigForm';
import { fieldsOf, valuesOf } from './form/schemaFields';
import { Switch } from './form/Switch';
import type { Validation } from './form/validate';
import type { AdminData } from './useAdminData';

type Say = (phrase: Phrase) => string;

function useSay(): Say {
  const intl = useIntl();
  return useCallback(
    (phrase: Phrase) => {
      const values: Record<string, string | number> = {};
      for (const [key, value] of Object.entries(phrase.values ?? {})) {
        if (Array.isArray(value)) values[key] = (value as MessageDescriptor[]).map((d) => intl.formatMessage(d)).join(', ');
        else if (typeof value === 'object') values[key] = intl.formatMessage(value as MessageDescriptor);
        else values[key] = value as string | number;
      }
      return intl.formatMessage({ id: phrase.id }, values);
    },
    [intl],
  );
}

const titles = (plugins: readonly AnyPlugin[], intl: ReturnType<typeof useIntl>) => plugins.map((p) => intl.formatMessage(p.title)).join(', ');

interface CardProps {
  plugin: AnyPlugin;
  all: readonly AnyPlugin[];
  enabled: boolean;
  savedEnabled: boolean;
  changed: boolean;
  /** Loaded from outside the build (a company's remote). */
  external: boolean;
  /** The plugins that are on and would lose something were this one off. */
  enabledIds: ReadonlySet<string>;
  initialConfig: Record<string, unknown> | undefined;
  generation: number;
  onEnabled: (id: string, enabled: boolean) => void;
  onConfig: (id: string, config: Record<string, unknown> | undefined, invalid: boolean) => void;
}

/** The phrases read as a line of their own: its first letter in capitals. */
const sentence = (text: string, locale: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

const PluginCard = memo(function PluginCard({ plugin, all, enabled, savedEnabled, changed, external, enabledIds, initialConfig, generation, onEnabled, onConfig }: CardProps) {
  const intl = useIntl();
  const say = useSay();
  const title = intl.formatMessage(plugin.title);
  const contributions = contributionsOf(plugin, all).map(say);
  const gates = gatesOf(plugin, say);
  const deps = dependenciesOf(plugin, all);
  const fields = fieldsOf(plugin.config);
  const headingId = `plugin-${plugin.id}-title`;
  const neededByOn = deps.neededBy.filter((p) => enabledIds.has(p.id));
  const partOfOn = deps.partOf.filter((p) => enabledIds.has(p.id));
  const missingNeeds = deps.needs.filter((p) => !enabledIds.has(p.id));
  const onChange = useCallback(
    (_values: Record<string, unknown>, validation: Validation) => onConfig(plugin.id, validation.ok ? validation.config : undefined, !validation.ok),
    [onConfig, plugin.id],
  );
  return (
    <li className={changed ? `${card} ${cardChanged}` : card} aria-labelledby={headingId}>
      <div className={cardHead}>
        <div style={{ flex: 1 }}>
          <h3 className={cardTitle} id={headingId}>
            {title} <span className={pluginId}>{plugin.id}</span>
            <span className={enabled ? badgeOn : badge}>
              <FormattedMessage id={enabled ? 'admin.plugin.on' : 'admin.plugin.off'} />
            </span>
            {external && (
              <span className={badge}>
                <FormattedMessage id="admin.plugin.external" />
              </span>
            )}
            {changed && (
              <span className={badge}>
                <FormattedMessage id="admin.plugin.unsaved" />
              </span>
            )}
          </h3>
          <p className={muted}>{intl.formatMessage(plugin.description)}</p>
        </div>
        <Switch isSelected={enabled} onChange={(on) => onEnabled(plugin.id, on)} aria-label={intl.formatMessage({ id: 'admin.plugin.switch' }, { plugin: title })}>
          <FormattedMessage id="admin.plugin.switchShort" />
        </Switch>
      </div>
      <dl className={facts}>
        <dt>
          <FormattedMessage id="admin.plugin.contributes" />
        </dt>
        <dd>{contributions.length ? contributions.join(' · ') : <FormattedMessage id="admin.plugin.contributesNothing" />}</dd>
        <dt>
          <FormattedMessage id="admin.plugin.gates" />
        </dt>
        <dd>{gates.length ? sentence(gates.join(' · '), intl.locale) : <FormattedMessage id="admin.plugin.always" />}</dd>
        {deps.needs.length > 0 && (
          <>
            <dt>
              <FormattedMessage id="admin.plugin.needs" />
            </dt>
            <dd>{titles(deps.needs, intl)}</dd>
          </>
        )}
        {deps.neededBy.length > 0 && (
          <>
            <dt>
              <FormattedMessage id="admin.plugin.neededBy" />
            </dt>
            <dd>{titles(deps.neededBy, intl)}</dd>
          </>
        )}
        {deps.partOf.length > 0 && (
          <>
            <dt>
              <FormattedMessage id="admin.plugin.partOf" />
            </dt>
            <dd>{titles(deps.partOf, intl)}</dd>
          </>
        )}
      </dl>
      {!enabled && savedEnabled && (neededByOn.length > 0 || partOfOn.length > 0) && (
        <p className={warning} role="status">
          {neededByOn.length > 0 && <FormattedMessage id="admin.plugin.offStops" values={{ plugins: titles(neededByOn, intl) }} />}{' '}
          {partOfOn.length > 0 && <FormattedMessage id="admin.plugin.offParts" values={{ plugins: titles(partOfOn, intl) }} />}
        </p>
      )}
      {enabled && missingNeeds.length > 0 && (
        <p className={warning} role="status">
          <FormattedMessage id="admin.plugin.needsOff" values={{ plugins: titles(missingNeeds, intl) }} />
        </p>
      )}
      {plugin.config && fields.length > 0 && (
        <ConfigForm
          key={generation}
          title={intl.formatMessage({ id: 'admin.plugin.settings' }, { plugin: title })}
          schema={plugin.config}
          fields={fields}
          initial={valuesOf(fields, initialConfig)}
          messagePrefix={plugin.id}
          onChange={onChange}
        />
      )}
    </li>
  );
});

/** Every installed plugin: what it is, what it adds, when it runs, what depends on it; its switch and settings. */
export function PluginsSection({ plugins, data, external = new Set() }: { plugins: readonly AnyPlugin[]; data: AdminData; external?: ReadonlySet<string> }) {
  const intl = useIntl();
  const [filter, setFilter] = useState('');
  const { savedPlugins } = data;
  if (savedPlugins.status !== 'ready') return null;
  const enabledIds = new Set(plugins.filter((p) => data.pluginNow(p).enabled).map((p) => p.id));
  const changedIds = new Set(data.pending.filter((c) => c.kind === 'plugin').map((c) => c.id));
  const wanted = filter.trim().toLocaleLowerCase();
  const shown = wanted
    ? plugins.filter((p) => [p.id, intl.formatMessage(p.title), intl.formatMessage(p.description)].some((text) => text.toLocaleLowerCase().includes(wanted)))
    : plugins;
  return (
    <>
      <div className={filterBar}>
        <SearchField className={fieldClass} value={filter} onChange={setFilter}>
          <Label className={labelClass}>
            <FormattedMessage id="admin.plugins.filter" />
          </Label>
          <Input className={input} />
        </SearchField>
        <p className={muted} role="status">
          <FormattedMessage id="admin.plugins.count" values={{ shown: shown.length, total: plugins.length, on: enabledIds.size }} />
        </p>
      </div>
      <ul className={cards} aria-label={intl.formatMessage({ id: 'admin.section.plugins' })}>
        {shown.map((plugin) => {
          const saved = savedPlugins.data.find((p) => p.id === plugin.id);
          return (
            <PluginCard
              key={plugin.id}
              plugin={plugin}
              all={plugins}
              enabled={enabledIds.has(plugin.id)}
              savedEnabled={saved?.enabled ?? plugin.enabledByDefault ?? true}
              changed={changedIds.has(plugin.id)}
              external={external.has(plugin.id)}
              enabledIds={enabledIds}
              initialConfig={data.pluginNow(plugin).config}
              generation={data.generation}
              onEnabled={data.setPluginEnabled}
              onConfig={data.setPluginConfig}
            />
          );
        })}
      </ul>
    </>
  );
}
