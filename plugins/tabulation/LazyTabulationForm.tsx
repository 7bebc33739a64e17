import { Spinner } from '@tessera/core';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { TabulationFormProps } from './contract';

const TabulationForm = lazy(() => import('./TabulationForm'));

/** The service's Form: the form's code loads the first time another plugin shows it. */
export function LazyTabulationForm(props: TabulationFormProps) {
  const intl = useIntl();
  return (
    <Suspense fallback={<Spinner label={intl.formatMessage({ id: 'tabulation.loading' })} />}>
      <TabulationForm {...props} />
    </Suspense>
  );
}
