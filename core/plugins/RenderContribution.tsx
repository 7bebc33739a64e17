import { type ComponentProps, type ComponentType, type ReactNode, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Spinner } from '../ui/Feedback';
import { ContributionBoundary } from './ContributionBoundary';
import { brokenPlugins, DeliberateFailure } from './faults';
import { forgetLazy, lazyComponent } from './lazy';
import { PluginScope } from './react';
import type { LazyComponent, Plugin } from './types';

interface Props<P> {
  plugin: Plugin;
  component: LazyComponent<P>;
  props: P;
  /** What shows while the component loads; a spinner unless the place has no room for one. */
  fallback?: ReactNode;
}

/** Loads a contribution's component on first use, inside its plugin's error boundary. */
export function RenderContribution<P extends object>({ plugin, component, props, fallback }: Props<P>) {
  const intl = useIntl();
  // Bumped by a retry, so a component whose import failed is imported afresh.
  const [, setAttempt] = useState(0);
  const Lazy = lazyComponent(component) as unknown as ComponentType<P>;
  return (
    <ContributionBoundary
      pluginId={plugin.id}
      pluginTitle={intl.formatMessage(plugin.title)}
      onRetry={() => {
        forgetLazy(component as LazyComponent<never>);
        setAttempt((a) => a + 1);
      }}
    >
      <Suspense fallback={fallback === undefined ? <Spinner label={intl.formatMessage({ id: 'common.loading' })} /> : fallback}>
        <PluginScope plugin={plugin}>
          <FailIfBroken pluginId={plugin.id} />
          <Lazy {...(props as ComponentProps<typeof Lazy>)} />
        </PluginScope>
      </Suspense>
    </ContributionBoundary>
  );
}

function FailIfBroken({ pluginId }: { pluginId: string }) {
  if (useSnapshot(brokenPlugins)[pluginId]) throw new DeliberateFailure(pluginId);
  return null;
}
