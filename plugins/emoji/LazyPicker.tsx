import { Spinner, useIntl } from '@tessera/core';
import { lazy, Suspense } from 'react';
import type { EmojiPickerProps } from './contract';

/** The picker's code (frimousse and our parts) is a chunk of its own, fetched when a picker first shows. */
const Picker = lazy(() => import(/* webpackChunkName: "emoji-picker" */ './Picker'));

/** The picker the service offers and the composer action shows: a spinner while its code arrives. */
export function LazyPicker(props: EmojiPickerProps) {
  const intl = useIntl();
  return (
    <Suspense fallback={<Spinner label={intl.formatMessage({ id: 'emoji.loading' })} />}>
      <Picker {...props} />
    </Suspense>
  );
}
