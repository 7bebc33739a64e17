import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../../core/ui/Button';
import { Icon } from '../../../core/ui/icons';
import { browserNavigation } from './browserNavigation';
import { errorCode as errorCodeLine, errorIcon, errorIconWarning, errorMessage, errorPanel, errorText, errorTitle, errorWarning, mono } from './sso.css';

/**
 * Back from the identity provider with `error_code` (spec 000 §2, §8): the panel replaces the
 * form. Status 'danger' is an authentication error; anything else, a domain without SSO.
 */
export function SsoErrorPanel({ errorCode, danger, backTo }: { errorCode: string; danger: boolean; backTo: string }) {
  const titleId = useId();
  const variant = danger ? 'danger' : 'notFound';
  return (
    <section className={errorPanel} aria-labelledby={titleId}>
      <div role="alert" className={danger ? errorMessage : `${errorMessage} ${errorWarning}`}>
        <span className={danger ? errorIcon : `${errorIcon} ${errorIconWarning}`}>
          <Icon name="alert" size={20} />
        </span>
        <div>
          <h2 id={titleId} className={errorTitle}>
            <FormattedMessage id={`sso.error.${variant}.title`} />
          </h2>
          <p className={errorText}>
            <FormattedMessage id={`sso.error.${variant}.text`} />
          </p>
          {errorCode && (
            <p className={errorCodeLine}>
              <FormattedMessage id="sso.error.code" values={{ code: <code className={mono}>{errorCode}</code> }} />
            </p>
          )}
        </div>
      </div>
      {/* A full reload, as the spec says: nothing of the failed attempt survives. */}
      <Button variant="primary" autoFocus onPress={() => browserNavigation.reload(backTo)}>
        <FormattedMessage id="sso.error.back" />
      </Button>
    </section>
  );
}
