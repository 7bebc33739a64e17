import { lazy } from 'react';
import { Route } from 'wouter';
import { PublicOnly } from '../../routes/guards';

const PasswordRecoverPage = lazy(() => import('./PasswordRecoverPage'));
const PasswordResetPage = lazy(() => import('./PasswordResetPage'));
const ExpirePasswordPage = lazy(() => import('./ExpirePasswordPage'));

const reset = (params: { token?: string | undefined }) => (
  <PublicOnly>
    <PasswordResetPage token={params.token} />
  </PublicOnly>
);

/**
 * The public password routes (spec 000 §2), for the app's <Switch>. The reset token is optional
 * in the path: without it the page reads it from navigation state.
 */
export const passwordRoutes = [
  <Route key="recover" path="/password-recover">
    <PublicOnly>
      <PasswordRecoverPage />
    </PublicOnly>
  </Route>,
  <Route key="reset" path="/password-reset/:token?">
    {reset}
  </Route>,
  <Route key="reset-alias" path="/reset-password/:token?">
    {reset}
  </Route>,
  <Route key="expire" path="/expire-password">
    <PublicOnly>
      <ExpirePasswordPage />
    </PublicOnly>
  </Route>,
];
