import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { demoResetLink } from '../../demo/mailbox';
import { demoMailbox, link } from './password.css';

/** Demo mode only: the reset link the demo contact centre "e-mailed", one click away. */
export function DemoMailbox() {
  const [href, setHref] = useState<string>();
  useEffect(() => {
    let current = true;
    void demoResetLink().then((link) => current && setHref(link));
    return () => {
      current = false;
    };
  }, []);
  if (!href) return null;
  return (
    <div className={demoMailbox}>
      <strong>
        <FormattedMessage id="password.demoMailbox.title" />
      </strong>
      <Link href={href} className={link}>
        <FormattedMessage id="password.demoMailbox.open" />
      </Link>
    </div>
  );
}
