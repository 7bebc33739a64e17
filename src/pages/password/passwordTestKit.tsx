import { act, fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { startHarness, type Harness } from '../../../core/testing/harness';
import { renderWithPlugins } from '../../../core/testing/render';
import { passwordRoutes } from './routes';

/**
 * Test kit of the password screens: the demo contact centre in-process with nobody signed in,
 * and the app's password routes (plus a stand-in sign-in page) at a given address.
 */
export async function startSignedOut(): Promise<Harness> {
  return startHarness();
}

/** Opens `path` as the browser would, with navigation state as `navigate(path, { state })` leaves it. */
export function renderAt(harness: Harness, path: string, state: unknown = null) {
  history.replaceState(state, '', path);
  return harness.render(
    <Suspense fallback={null}>
      <Switch>
        {passwordRoutes}
        <Route path="/signin">
          <h1>Stand-in sign-in page</h1>
        </Route>
      </Switch>
    </Suspense>,
    [],
  );
}

export async function typeInto(label: string, value: string) {
  const field = screen.getByLabelText(label, { selector: 'input' });
  await act(async () => {
    fireEvent.change(field, { target: { value } });
  });
  return field as HTMLInputElement;
}

/** Submits a form the way Enter in one of its fields does. */
export async function submit(formName: string) {
  await act(async () => {
    fireEvent.submit(screen.getByRole('form', { name: formName }));
  });
}

/** The text that describes a field to assistive technology (its error included). */
export function descriptionOf(field: HTMLElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/** The notifications at the top right and the snackbar at the bottom, once one shows. */
export const notifications = async () => within(await screen.findByRole('region', { name: 'Notificações' }));
export const snackbar = async () => within(await screen.findByRole('region', { name: 'Avisos' }));
