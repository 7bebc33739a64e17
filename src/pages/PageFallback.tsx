import { useIntl } from 'react-intl';
import { Spinner } from '../../core/ui/Feedback';
import { centred } from './pages.css';

export function PageFallback() {
  const intl = useIntl();
  return (
    <div className={centred}>
      <Spinner label={intl.formatMessage({ id: 'common.loading' })} />
    </div>
  );
}
