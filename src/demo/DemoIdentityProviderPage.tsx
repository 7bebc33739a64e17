import { Fragment, useEffect, useState } from 'react';
import { Link } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { getConfig } from '../../core/config';
import { startTesseraDemo as startDemo } from './startDemo';
import type { DemoAccount, DemoControl } from '../../core/testing/demo/control';
import { Button } from '../../core/ui/Button';
import { authCard, authPage } from '../pages/pages.css';
import { browserNavigation } from '../pages/sso/browserNavigation';
import { accountEmail, accountGrid, badRequest, hint, idpBrand, idpMark, mono, portalLink, section, sectionTitle, simulateButton } from './identityProvider.css';

/** Where the provider may send the browser back: this site only (a provider that bounces anywhere is an open redirect). */
function returnUrl(raw: string | null): URL | undefined {
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    return url.origin === window.location.origin ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Demo mode only: the identity provider the demo's POST /auth/sso redirects to ("Tessera Demo ID").
 * It signs a demo account in with a one-time code minted by the demo contact centre, or plays the
 * two SSO failures, and, as a company portal would, links to /signinSSO/{ticket}.
 */
export default function DemoIdentityProviderPage() {
  const intl = useIntl();
  const params = new URLSearchParams(useSearch());
  const slug = params.get('client_slug') || getConfig().slug;
  const back = returnUrl(params.get('redirect_url'));
  const [control, setControl] = useState<DemoControl>();
  const [tickets, setTickets] = useState<Record<string, string>>({});

  useEffect(() => {
    const title = document.title;
    document.title = 'Tessera Demo ID';
    void startDemo().then(setControl);
    return () => {
      document.title = title;
    };
  }, []);

  // A portal mints its links as it shows them; each ticket works once.
  useEffect(() => {
    if (!control) return;
    void Promise.all(control.accounts.map(async (a) => [a.email, await control.issueSsoTicket(a.email)] as const)).then((entries) =>
      setTickets(Object.fromEntries(entries)),
    );
  }, [control]);

  const sendBack = (query: Record<string, string>) => {
    if (!back) return;
    const target = new URL(back);
    for (const [key, value] of Object.entries(query)) target.searchParams.set(key, value);
    browserNavigation.reload(target.href);
  };
  const signInAs = async (account: DemoAccount) => {
    if (!control) return;
    sendBack({ code_authorization: await control.issueSsoCode(account.email, slug), slug });
  };
  const accounts = control?.accounts ?? [];

  return (
    <main className={authPage}>
      <div className={authCard}>
        <h1 className={idpBrand}>
          <span className={idpMark} aria-hidden="true">
            ID
          </span>
          Tessera Demo ID
        </h1>
        <p className={hint}>
          <FormattedMessage id="demoIdp.subtitle" />
        </p>
        {back ? (
          <>
            <p>
              <FormattedMessage id="demoIdp.request" values={{ slug }} />
            </p>
            <section className={section} aria-labelledby="idp-accounts">
              <h2 id="idp-accounts" className={sectionTitle}>
                <FormattedMessage id="demoIdp.accounts" />
              </h2>
              <div className={accountGrid}>
                {accounts.map((account) => (
                  <Fragment key={account.email}>
                    <Button variant="secondary" onPress={() => void signInAs(account)}>
                      {intl.formatMessage({ id: 'demoIdp.signInAs' }, { name: account.name })}
                    </Button>
                    <code className={`${mono} ${accountEmail}`}>{account.email}</code>
                  </Fragment>
                ))}
              </div>
            </section>
            <section className={section} aria-labelledby="idp-simulate">
              <h2 id="idp-simulate" className={sectionTitle}>
                <FormattedMessage id="demoIdp.simulate" />
              </h2>
              <span className={simulateButton}>
                <Button variant="secondary" icon="alert" onPress={() => sendBack({ error_code: 'SSO-401', status: 'danger' })}>
                  <FormattedMessage id="demoIdp.simulate.authFailure" />
                </Button>
              </span>
              <span className={simulateButton}>
                <Button variant="secondary" icon="info" onPress={() => sendBack({ error_code: 'SSO-404' })}>
                  <FormattedMessage id="demoIdp.simulate.noSso" />
                </Button>
              </span>
            </section>
          </>
        ) : (
          <p role="alert" className={badRequest}>
            <FormattedMessage id="demoIdp.badRequest" />
          </p>
        )}
        <section className={section} aria-labelledby="idp-portal">
          <h2 id="idp-portal" className={sectionTitle}>
            <FormattedMessage id="demoIdp.portal" />
          </h2>
          <p className={hint}>
            <FormattedMessage id="demoIdp.portal.hint" />
          </p>
          {accounts.map((account) =>
            tickets[account.email] ? (
              <Link key={account.email} className={portalLink} href={`/signinSSO/${tickets[account.email]}`}>
                {intl.formatMessage({ id: 'demoIdp.portal.open' }, { name: account.name })}
              </Link>
            ) : null,
          )}
        </section>
      </div>
    </main>
  );
}
