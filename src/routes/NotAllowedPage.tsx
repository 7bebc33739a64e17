import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import { Button } from '../../core/ui/Button';
import { AuthFrame } from '../pages/AuthFrame';
import { form } from '../pages/pages.css';

/** What a signed-in user who is not an admin sees at /admin: why, and the way back to their workspace. */
export default function NotAllowedPage() {
  const [, navigate] = useLocation();
  const heading = useRef<HTMLDivElement>(null);
  // Said at once to a screen reader, as a page change would be.
  useEffect(() => heading.current?.focus(), []);
  return (
    <AuthFrame title={<FormattedMessage id="adminAccess.title" />}>
      <div className={form} ref={heading} tabIndex={-1} role="alert">
        <p>
          <FormattedMessage id="adminAccess.body" />
        </p>
      </div>
      <Button variant="primary" onPress={() => navigate('~/dashboard', { replace: true })}>
        <FormattedMessage id="adminAccess.back" />
      </Button>
    </AuthFrame>
  );
}
