import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../core/ui/Button';
import { demoAccounts } from '../demo/accounts';
import { demoAccount, demoBox, mono } from './pages.css';

/** In demo mode, the accounts to try, each a button that fills the form. */
export function DemoAccounts({ onUse }: { onUse: (email: string, password: string) => void }) {
  const intl = useIntl();
  const accounts = demoAccounts();
  if (!accounts.length) return null;
  return (
    <section className={demoBox} aria-labelledby="demo-accounts-title">
      <strong id="demo-accounts-title">
        <FormattedMessage id="signin.demo.title" />
      </strong>
      <span>
        <FormattedMessage id="signin.demo.password" values={{ password: <code className={mono}>{accounts[0]!.password}</code> }} />
      </span>
      {accounts.map((account) => (
        <div key={account.email} className={demoAccount}>
          <span>
            <code className={mono}>{account.email}</code> · {intl.formatMessage({ id: account.scenario ? `signin.demo.scenario.${account.scenario}` : `signin.demo.role.${account.role}` })}
          </span>
          <Button
            variant="ghost"
            aria-label={intl.formatMessage({ id: 'signin.demo.use' }, { email: account.email })}
            onPress={() => onUse(account.email, account.password)}
          >
            <FormattedMessage id="signin.demo.useShort" />
          </Button>
        </div>
      ))}
    </section>
  );
}
