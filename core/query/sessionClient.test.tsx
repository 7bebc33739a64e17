import { describe, expect, test } from '@rstest/core';
import { act, render, screen } from '@testing-library/react';
import { bus } from '../bus';
import { queryOptions, SessionQueryProvider, sessionQueryClient, useQuery, useQueryClient } from '.';

const answer = (value: string) => queryOptions({ queryKey: ['test', 'answer'], queryFn: async () => value });

function Answer({ value }: { value: string }) {
  const query = useQuery(answer(value));
  return <p>{query.data ?? 'loading'}</p>;
}

function ClientProbe({ seen }: { seen: unknown[] }) {
  seen.push(useQueryClient());
  return null;
}

describe('the session query client', () => {
  test('a session that ends drops what it fetched; the next session starts with a new client', async () => {
    bus.emit('session:started', { userId: 'u1' });
    const first = sessionQueryClient();
    await first.fetchQuery(answer('one'));
    expect(first.getQueryData(['test', 'answer'])).toBe('one');

    bus.emit('session:ended', {});
    expect(first.getQueryData(['test', 'answer'])).toBeUndefined();

    bus.emit('session:started', { userId: 'u2' });
    expect(sessionQueryClient()).not.toBe(first);
  });

  test('the provider and the hooks without one share the session client, and follow it to the next session', async () => {
    bus.emit('session:started', { userId: 'u1' });
    const seen: unknown[] = [];
    render(
      <>
        <SessionQueryProvider>
          <ClientProbe seen={seen} />
          <Answer value="provided" />
        </SessionQueryProvider>
        <ClientProbe seen={seen} />
      </>,
    );
    expect(await screen.findByText('provided')).toBeTruthy();
    expect(seen[0]).toBe(sessionQueryClient());
    expect(seen[1]).toBe(sessionQueryClient());

    seen.length = 0;
    await act(async () => {
      bus.emit('session:ended', {});
      bus.emit('session:started', { userId: 'u2' });
    });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((client) => client === sessionQueryClient())).toBe(true);
  });
});
