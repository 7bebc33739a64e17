import { lazy, Suspense, useEffect } from 'react';
import { RouterProvider } from 'react-aria-components';
import { subscribe } from 'valtio';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { I18nProvider } from '../core/i18n/I18nProvider';
import { store } from '../core/state/store';
import { applyTheme } from '../themes';
import { PageFallback } from './pages/PageFallback';
import { PageLoadBoundary } from './pages/PageLoadBoundary';
import { passwordRoutes } from './pages/password/routes';
import { ssoRoutes } from './pages/sso/routes';
import { NoticeHost } from './NoticeHost';
import { usePluginMessages } from './pluginMessages';
import { AdminOnly, Protected, PublicOnly } from './routes/guards';

const SignInPage = lazy(() => import('./pages/SignInPage'));
// The workspace (plugin runtime, plugins, their messages, the mosaic) loads with these routes only.
const DashboardPage = lazy(() => import('./pages/workspaceEntry').then((m) => ({ default: m.Dashboard })));
const UndockPage = lazy(() => import('./pages/workspaceEntry').then((m) => ({ default: m.Undock })));
// The company administration: its own chunk, loaded for admins only (AdminOnly decides first).
const AdminPage = lazy(() => import(/* webpackChunkName: "admin" */ './admin/AdminPage'));

function LoginRedirect() {
  const search = useSearch();
  return <Redirect to={`/signin${search ? `?${search}` : ''}`} replace />;
}

/** Keeps the <html> theme class in step with the preference, in this and every window. */
function useThemeSync() {
  // The root, not store.preferences: a logout replaces that object.
  useEffect(() => {
    let theme = store.preferences.theme;
    return subscribe(store, () => {
      if (store.preferences.theme === theme) return;
      theme = store.preferences.theme;
      applyTheme(theme);
    });
  }, []);
}

export function App() {
  const pluginMessages = usePluginMessages();
  const [, navigate] = useLocation();
  useThemeSync();
  return (
    <I18nProvider pluginMessages={pluginMessages}>
      <RouterProvider navigate={(path) => navigate(path)}>
        <PageLoadBoundary>
          <Suspense fallback={<PageFallback />}>
            <Switch>
              <Route path="/signin">
                <PublicOnly>
                  <SignInPage />
                </PublicOnly>
              </Route>
              <Route path="/login" component={LoginRedirect} />
              {passwordRoutes}
              {ssoRoutes}
              <Route path="/dashboard">
                <Protected>
                  <DashboardPage />
                </Protected>
              </Route>
              <Route path="/admin" nest>
                <AdminOnly>
                  <AdminPage />
                </AdminOnly>
              </Route>
              <Route path="/undock/:panel">
                {(params) => (
                  <Protected>
                    <UndockPage panel={params.panel} />
                  </Protected>
                )}
              </Route>
              <Route>
                <Redirect to="/dashboard" replace />
              </Route>
            </Switch>
          </Suspense>
        </PageLoadBoundary>
        <NoticeHost />
      </RouterProvider>
    </I18nProvider>
  );
}
