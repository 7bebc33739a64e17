import { Component, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { logger } from '../../core/logger';
import { Button } from '../../core/ui/Button';
import { authPage } from './pages.css';

/** Loads the page again: a page's code that failed to load is not asked for twice by React. */
function reload(): void {
  location.reload();
}

function PageLoadFailed() {
  const intl = useIntl();
  return (
    <div className={authPage} role="alert">
      <p>{intl.formatMessage({ id: 'page.loadFailed' })}</p>
      <Button variant="primary" onPress={reload}>
        {intl.formatMessage({ id: 'page.loadAgain' })}
      </Button>
    </div>
  );
}

/**
 * A page whose code could not be loaded (the network went away between two pages, say a sign-out
 * while offline) says so and offers to load it again, which happens by itself once the browser is
 * back online, instead of leaving a blank page.
 */
export class PageLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    logger.warn('[app] a page could not be loaded', error);
    addEventListener('online', reload, { once: true });
  }

  override componentWillUnmount(): void {
    removeEventListener('online', reload);
  }

  override render(): ReactNode {
    return this.state.failed ? <PageLoadFailed /> : this.props.children;
  }
}
