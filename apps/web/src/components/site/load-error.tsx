/** A load failure: the message and a 'Try Again' button that reloads the page. */

import { TryAgainButton } from './try-again-button';
import { Icon } from './icons/icon';

export function LoadError({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl bg-red-50 px-6 py-14 text-center ring-1 ring-red-200"
    >
      <Icon name="triangle-alert" className="size-12 text-red-700" />
      <p className="mt-4 text-lg font-semibold text-red-900">{message}</p>
      <div className="mt-6">
        <TryAgainButton />
      </div>
    </div>
  );
}
