/**
 * What the contact form needs only once it is used: the shared zod schema (as the form's
 * resolver), the tRPC call and the toasts. The form loads this module on its first focus (or at
 * the latest on submit), so the contact page's first download carries neither zod, nor a tRPC
 * client, nor react-hot-toast.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { AppRouter } from '@kasar/api';
import { contactFormSchema, contactMessages, type ContactFormData } from '@kasar/validators';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import superjson from 'superjson';

import { contactFailure, type ContactFailure } from './contact-failure';

export { toast } from 'react-hot-toast';
export { AppToaster } from '~/components/app-toaster';

const client = createTRPCClient<AppRouter>({
  links: [httpBatchLink({ url: '/api/trpc', transformer: superjson })],
});

const SUCCESS_FALLBACK = "Thank you for contacting us! We'll get back to you soon.";

/** Checks the form's values with the shared schema: the first error per field, or the data. */
export const contactResolver = zodResolver(contactFormSchema);

/** The toast of a submit that fails validation. */
export const validationFailedMessage = contactMessages.validationFailed;

/**
 * A form token: the server signs the moment the visitor started the form, and a message sent
 * too soon after it is taken for a program's. Fetched when the form is first used (the page
 * itself is cached and shared by every visitor, so it cannot carry one).
 */
export async function fetchFormToken(): Promise<string> {
  return (await client.public.contactFormToken.query()).token;
}

/**
 * Sends the message with its form token (fetching it may have failed as well) and the honeypot
 * field: the server's success text, or what `contactFailure` makes of the failure.
 */
export async function sendContact(
  data: ContactFormData,
  extras: { formToken: Promise<string>; website: string },
): Promise<{ ok: true; message: string } | ContactFailure> {
  try {
    const result = await client.public.submitContact.mutate({
      ...data,
      form_token: await extras.formToken,
      website: extras.website,
    });
    return { ok: true, message: result.message || SUCCESS_FALLBACK };
  } catch (error) {
    return contactFailure(error);
  }
}
