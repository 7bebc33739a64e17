import { lazy } from 'react';
import { Route } from 'wouter';

const SsoLandingPage = lazy(() => import('../SsoLandingPage'));
// Demo mode only: production drops the page (and its chunk) with the branch.
const DemoIdentityProviderPage = __TESSERA_DEMO__ ? lazy(() => import('../../demo/DemoIdentityProviderPage')) : undefined;

/**
 * Single sign-on routes for the app's <Switch>. The landing is public but not PublicOnly: it signs
 * whoever is signed in out first (spec 000 §2). In the demo, the identity provider's page is
 * /demo/sso (where core/testing/demo/identityProviderRedirect.mjs sends the SSO form post).
 */
export const ssoRoutes = [
  <Route key="sso-landing" path="/signinSSO/:data">
    {(params: { data: string }) => <SsoLandingPage data={params.data} />}
  </Route>,
  ...(DemoIdentityProviderPage ? [<Route key="demo-idp" path="/demo/sso" component={DemoIdentityProviderPage} />] : []),
];
