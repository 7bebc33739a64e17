import { lazy, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import { isAdminSession } from '../../core/session/admin';
import { isTokenValid } from '../../core/session/token';
import { store } from '../../core/state/store';

const NotAllowedPage = lazy(() => import('./NotAllowedPage'));

function useSignedIn(): boolean {
  const { session } = useSnapshot(store);
  return !!session && isTokenValid(session.authorization);
}

/** A protected route without a valid token goes to /signin (spec 000 §2). */
export function Protected({ children }: { children: ReactNode }) {
  return useSignedIn() ? <>{children}</> : <Redirect to="/signin" replace />;
}

/**
 * The company administration (/admin): signed-in admins only (core/session/admin.ts). Anyone else
 * signed in gets the 'not allowed' page, and the admin pages' code (and so their calls) never loads.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { session } = useSnapshot(store);
  // '~': the app's /signin, not one under the /admin route this guard is nested in.
  if (!session || !isTokenValid(session.authorization)) return <Redirect to="~/signin" replace />;
  return isAdminSession(session) ? <>{children}</> : <NotAllowedPage />;
}

/** A sign-in route with a valid token goes to /dashboard. */
export function PublicOnly({ children }: { children: ReactNode }) {
  return useSignedIn() ? <Redirect to="/dashboard" replace /> : <>{children}</>;
}
