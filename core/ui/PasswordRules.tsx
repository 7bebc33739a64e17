import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { checkPasswordRules } from '../session/passwordRules';
import { Icon } from './icons';
import { rule as ruleClass, ring, rules, rulesList, rulesTitle, visuallyHidden } from './passwordRules.css';

interface PasswordRulesProps {
  /** The password typed so far: each rule is marked as met while the user types. */
  value: string;
  /** Lets the password field point at this hint with aria-describedby. */
  id?: string;
}

/**
 * The new-password rule in words, one line per requirement. Each line says in text (not only
 * in colour) whether it is met; it is not a live region, so typing is not interrupted by
 * announcements — the field's description reads it when the user asks.
 */
export function PasswordRules({ value, id }: PasswordRulesProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <div className={rules} id={id}>
      <p className={rulesTitle} id={titleId}>
        <FormattedMessage id="password.rules.title" />
      </p>
      <ul className={rulesList} aria-labelledby={titleId}>
        {checkPasswordRules(value).map(({ rule, met }) => (
          <li key={rule.id} className={ruleClass[met ? 'met' : 'pending']} data-met={met || undefined}>
            {met ? <Icon name="check" size={16} /> : <span className={ring} aria-hidden="true" />}
            <span>{intl.formatMessage({ id: rule.hint })}</span>
            <span className={visuallyHidden}>{intl.formatMessage({ id: met ? 'password.rules.met' : 'password.rules.pending' })}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
