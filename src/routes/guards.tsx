import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import { isTokenValid } from '../../core/session/token';
import { store } from '../../core/state/store';

function useSignedIn(): boolean {
  const { session } = useSnapshot(store);
  return !!session && isTokenValid(session.authorization);
}

/** A protected route without a valid token goes to /signin (spec 000 §2). */
export function Protected({ children }: { children: ReactNode }) {
  return useSignedIn() ? <>{children}</> : <Redirect to="/signin" replace />;
}

/** A sign-in route with a valid token goes to /dashboard. */
export function PublicOnly({ children }: { children: ReactNode }) {
  return useSignedIn() ? <Redirect to="/dashboard" replace /> : <>{children}</>;
}
