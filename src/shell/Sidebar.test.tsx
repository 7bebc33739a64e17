import { describe, expect, test } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { availabilityChanged } from '../../core/state/availability';
import { store } from '../../core/state/store';
import { useHarness } from '../../core/testing/harness';
import { metricsPlugin } from '../../plugins/metrics';
import { Sidebar } from './Sidebar';

const harness = useHarness({ paused: true });

const sidebar = () => screen.getByRole('complementary', { name: 'Painel do agente' });
const metricsSection = () => within(sidebar()).getByRole('region', { name: 'Métricas' });

/** Presses a button from the keyboard, as react-aria hears it. */
async function pressWithKeyboard(button: HTMLElement) {
  await act(async () => {
    button.focus();
    fireEvent.keyDown(button, { key: 'Enter' });
    fireEvent.keyUp(button, { key: 'Enter' });
  });
}

describe('the left sidebar', () => {
  test('the avatar menu on top, then the agent’s figures; the toggle collapses it to compact figures and back', async () => {
    harness.render(<Sidebar />, [metricsPlugin]);
    expect(within(sidebar()).getByRole('button', { name: 'Menu de Ana Souza' })).toBeTruthy();
    // Expanded: labels, goals and 2 decimals.
    const csat = await within(sidebar()).findByRole('img', { name: /^CSAT \d+,\d\d%/ });
    expect(within(csat).getByText('CSAT')).toBeTruthy();
    expect(within(sidebar()).getByText('meta 85%')).toBeTruthy();

    const collapse = within(sidebar()).getByRole('button', { name: 'Recolher o painel' });
    expect(collapse.getAttribute('aria-expanded')).toBe('true');
    expect(collapse.tabIndex).toBe(0);
    await pressWithKeyboard(collapse);

    expect(store.preferences.sidebarCollapsed).toBe(true);
    expect(sidebar().getAttribute('data-collapsed')).toBe('true');
    // Collapsed: 1 decimal, no goals on show, the name hidden beside the avatar.
    expect(await within(sidebar()).findByRole('img', { name: /^CSAT \d+,\d%,/ })).toBeTruthy();
    expect(within(sidebar()).queryByText('meta 85%')).toBeNull();
    expect(within(sidebar()).queryByText('Ana Souza')).toBeNull();

    const expand = within(sidebar()).getByRole('button', { name: 'Expandir o painel' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    await pressWithKeyboard(expand);
    expect(store.preferences.sidebarCollapsed).toBe(false);
    expect(await within(sidebar()).findByRole('img', { name: /^CSAT \d+,\d\d%/ })).toBeTruthy();
  });

  test('when the metrics service fails the section says so and the rest of the sidebar keeps working', async () => {
    await harness.demo.control.setMetricsFailure(true);
    harness.render(<Sidebar />, [metricsPlugin]);
    expect(await within(metricsSection()).findByText('Serviço indisponível')).toBeTruthy();
    expect(within(sidebar()).getByRole('button', { name: 'Menu de Ana Souza' })).toBeTruthy();

    await pressWithKeyboard(within(sidebar()).getByRole('button', { name: 'Recolher o painel' }));
    expect(store.preferences.sidebarCollapsed).toBe(true);
    // Collapsed, the failure is an alert sign whose name says it.
    expect(within(metricsSection()).getByRole('img', { name: 'Serviço indisponível' })).toBeTruthy();
  });

  test('the avatar shows the agent’s initials and a dot in the colour of their availability', async () => {
    harness.render(<Sidebar />, [metricsPlugin]);
    const menu = within(sidebar()).getByRole('button', { name: 'Menu de Ana Souza' });
    // Drawn by the stylesheet from the attribute: a picture, not text of the button (its name is the agent's).
    expect(menu.querySelector('[data-initials]')!.getAttribute('data-initials')).toBe('AS');
    const dot = () => menu.querySelector('[data-availability]')!.getAttribute('data-availability');
    expect(dot()).toBe('online');
    const lunch = store.session!.availabilities.flatMap((a) => a.children).find((a) => a.name === 'Almoço')!;
    await act(async () => {
      availabilityChanged(lunch.id);
    });
    // 'Almoço' is a reason under 'Ausente': it takes its parent's colour.
    expect(dot()).toBe('away');
  });
});
