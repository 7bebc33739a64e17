import { Component, type ErrorInfo, Fragment, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { logger } from '../logger';
import { Button } from '../ui/Button';
import { Icon } from '../ui/icons';
import { boundary } from './boundary.css';

interface Props {
  pluginId: string;
  /** The plugin's translated title, named in the error. */
  pluginTitle: string;
  onRetry?: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
  attempt: number;
}

/**
 * Around every contribution: a plugin that throws shows which plugin failed, with a retry,
 * and the rest of the workspace keeps working.
 */
export class ContributionBoundary extends Component<Props, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    logger.error(`[plugins] "${this.props.pluginId}" failed while rendering`, error, info.componentStack);
  }

  private retry = () => {
    this.props.onRetry?.();
    this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));
  };

  override render() {
    // A new key on each retry re-mounts the children from a clean slate.
    if (!this.state.error) return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
    return (
      <div role="alert" className={boundary}>
        <Icon name="alert" />
        <p>
          <FormattedMessage id="plugins.failed" values={{ plugin: this.props.pluginTitle }} />
        </p>
        <Button onPress={this.retry} icon="refresh">
          <FormattedMessage id="plugins.retry" />
        </Button>
      </div>
    );
  }
}
