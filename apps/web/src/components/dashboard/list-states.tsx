/** The loading and fetch-error states every dashboard list shares. */
import { Button, Spinner } from '@kasar/ui';

export function ListLoading({ label }: { label: string }) {
  return (
    <div className="flex items-center justify-center gap-3 py-16 text-ink-700">
      <Spinner label={label} />
      <span>{label}</span>
    </div>
  );
}

export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-6 text-center">
      <p className="text-sm text-red-800">{message}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
