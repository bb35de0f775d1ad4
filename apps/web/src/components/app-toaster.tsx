'use client';

/**
 * The toasts of the dashboard, sign-in pages and contact form: top-right, shown 4 s (3 s for a
 * success).
 */
import { Toaster } from 'react-hot-toast';

export function AppToaster() {
  return (
    <Toaster position="top-right" toastOptions={{ duration: 4000, success: { duration: 3000 } }} />
  );
}
