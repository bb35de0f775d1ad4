/** Loading and fetch-error states of the two settings screens. */
import { Alert, Spinner } from '@kasar/ui';

export function SettingsLoading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-16 text-brand-700">
      <Spinner label={label} className="[&>span:first-child]:size-10" />
    </div>
  );
}

export function SettingsFetchError({ message }: { message: string }) {
  return <Alert tone="error">{message}</Alert>;
}
