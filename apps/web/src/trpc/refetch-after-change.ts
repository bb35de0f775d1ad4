/**
 * After a change on the server (a save, a status, a delete): the queries under `queryKey` are
 * fetched again. A fetch of them already under way is dropped first, because it may have been
 * answered before the change: React Query's `invalidateQueries` alone hands such a fetch's answer
 * to a query that has no data yet instead of asking again. That is the case of a list whose new
 * filter is still loading while it shows the previous rows (`placeholderData: keepPreviousData`),
 * and the staff can act on those rows: the list would then keep what they just changed.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export async function refetchAfterChange(queryClient: QueryClient, queryKey: QueryKey) {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}
