'use client';

/** The toasts of the dashboard, sign-in pages and contact form: SPEC §9's place and durations. */
import { Toaster } from 'react-hot-toast';

export function AppToaster() {
  // SPEC §9: top-right, 4 s, 3 s for success.
  return (
    <Toaster position="top-right" toastOptions={{ duration: 4000, success: { duration: 3000 } }} />
  );
}
