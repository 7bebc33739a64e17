import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Button } from '../ui/Button';
import { Icon } from '../ui/icons';
import type { Refusal } from './activationPlan';
import { boundary, failures } from './boundary.css';
import { usePluginRuntime } from './react';

/**
 * The plugins that should run and could not start, each named with why and a retry (as a
 * contribution that fails while rendering is shown); their contributions do not render.
 */
export function ActivationFailures() {
  const runtime = usePluginRuntime();
  const status = useSnapshot(runtime.status);
  const intl = useIntl();
  const failed = runtime.plugins.filter((p) => status[p.id]?.state === 'failed');
  if (!failed.length) return null;
  const titleOf = (id: string | undefined) => {
    const plugin = id ? runtime.plugin(id) : undefined;
    return plugin ? intl.formatMessage(plugin.title) : (id ?? '');
  };
  return (
    <ul className={failures} aria-label={intl.formatMessage({ id: 'plugins.notStarted' })}>
      {failed.map((plugin) => {
        const refusal = status[plugin.id] as Refusal;
        return (
          <li key={plugin.id} role="alert" className={boundary}>
            <Icon name="alert" />
            <p>
              <FormattedMessage id={messageOf(refusal)} values={{ plugin: titleOf(plugin.id), ...detailsOf(refusal, titleOf) }} />
            </p>
            <Button onPress={() => runtime.retry(plugin.id)} icon="refresh" aria-label={intl.formatMessage({ id: 'plugins.retryStart' }, { plugin: titleOf(plugin.id) })}>
              <FormattedMessage id="plugins.retry" />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

function messageOf(refusal: Refusal): string {
  return refusal.reason === 'missing' && refusal.provider ? 'plugins.notStarted.missingProvider' : `plugins.notStarted.${refusal.reason}`;
}

function detailsOf(refusal: Refusal, titleOf: (id: string | undefined) => string): Record<string, string> {
  switch (refusal.reason) {
    case 'missing':
      return { service: refusal.service, provider: refusal.provider ? titleOf(refusal.provider) : '' };
    case 'cycle':
      return { cycle: refusal.cycle.map(titleOf).join(' → ') };
    case 'threw':
      return { error: refusal.error };
  }
}
