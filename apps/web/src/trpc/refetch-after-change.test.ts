import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { refetchAfterChange } from './refetch-after-change';

/** A query function whose answers the test gives, one per call, in order. */
function answeredByHand() {
  const pending: ((value: string) => void)[] = [];
  return {
    calls: () => pending.length,
    answer: (index: number, value: string) => pending[index]?.(value),
    queryFn: () => new Promise<string>((resolve) => pending.push(resolve)),
  };
}

describe('refetchAfterChange', () => {
  let unsubscribe = () => undefined as void;
  afterEach(() => unsubscribe());

  function watchedQuery(queryClient: QueryClient, queryFn: () => Promise<string>) {
    const observer = new QueryObserver(queryClient, { queryKey: ['list', 'filtered'], queryFn });
    unsubscribe = observer.subscribe(() => undefined);
    return observer;
  }

  it('asks again for a query whose first answer, begun before the change, is still awaited', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const server = answeredByHand();
    const observer = watchedQuery(queryClient, server.queryFn);
    expect(server.calls()).toBe(1);

    const refreshed = refetchAfterChange(queryClient, ['list']);
    await vi.waitFor(() => expect(server.calls()).toBe(2));
    server.answer(0, 'before the change');
    server.answer(1, 'after the change');
    await refreshed;
    expect(observer.getCurrentResult().data).toBe('after the change');
  });

  it('is needed: invalidating alone keeps the answer begun before the change', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const server = answeredByHand();
    const observer = watchedQuery(queryClient, server.queryFn);

    const invalidated = queryClient.invalidateQueries({ queryKey: ['list'] });
    server.answer(0, 'before the change');
    await invalidated;
    expect(server.calls()).toBe(1);
    expect(observer.getCurrentResult().data).toBe('before the change');
  });

  it('asks again for a query that has its answer', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const server = answeredByHand();
    const observer = watchedQuery(queryClient, server.queryFn);
    server.answer(0, 'first');
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('first'));

    const refreshed = refetchAfterChange(queryClient, ['list']);
    await vi.waitFor(() => expect(server.calls()).toBe(2));
    server.answer(1, 'after the change');
    await refreshed;
    expect(server.calls()).toBe(2);
    expect(observer.getCurrentResult().data).toBe('after the change');
  });
});
