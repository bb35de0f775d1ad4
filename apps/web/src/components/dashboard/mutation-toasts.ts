/** How a dashboard list reports a mutation: a toast either way, then what follows a success. */
import toast from 'react-hot-toast';

import { errorMessage } from './errors';

/**
 * Options for `mutate`: on success the `done` toast (a message, or one made from the answer) and
 * `then`; on failure the server's message, or `failed` when there is none.
 */
export function withToasts<TData>(
  done: string | ((data: TData) => string),
  failed: string,
  then?: (data: TData) => void,
) {
  return {
    onSuccess: (data: TData) => {
      toast.success(typeof done === 'string' ? done : done(data));
      then?.(data);
    },
    onError: (error: unknown) => toast.error(errorMessage(error, failed)),
  };
}
