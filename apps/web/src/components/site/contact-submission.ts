/**
 * What the contact form needs only once it is used: the shared zod schema and the tRPC call.
 * The form loads this module on its first focus (or at the latest on submit), so the contact
 * page's first download carries neither zod nor a tRPC client.
 */
import type { AppRouter } from '@kasar/api';
import {
  contactFormSchema,
  contactMessages,
  fieldErrorsFromZod,
  firstFieldErrors,
  type ContactFormData,
  type ContactFormValues,
} from '@kasar/validators';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import superjson from 'superjson';

const client = createTRPCClient<AppRouter>({
  links: [httpBatchLink({ url: '/api/trpc', transformer: superjson })],
});

const SUCCESS_FALLBACK = "Thank you for contacting us! We'll get back to you soon.";

/** A refused submit: the first error per field and the toast text. */
type ContactFailure = { ok: false; errors: Record<string, string>; message: string };

/** Checks the values with the shared schema: the cleaned data, or the first error per field. */
export function validateContact(
  values: ContactFormValues,
): { ok: true; data: ContactFormData } | ContactFailure {
  const parsed = contactFormSchema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  return {
    ok: false,
    errors: firstFieldErrors(fieldErrorsFromZod(parsed.error)),
    message: contactMessages.validationFailed,
  };
}

/**
 * Sends the message: the server's success text, or its field errors and message (empty for
 * server errors and lost connections: the form shows its generic failure text then).
 */
export async function sendContact(
  data: ContactFormData,
): Promise<{ ok: true; message: string } | ContactFailure> {
  try {
    const result = await client.public.submitContact.mutate(data);
    return { ok: true, message: result.message || SUCCESS_FALLBACK };
  } catch (error) {
    if (!(error instanceof TRPCClientError)) return { ok: false, errors: {}, message: '' };
    const { data: details, message } = error as TRPCClientError<AppRouter>;
    const status = details?.httpStatus;
    const fromServer = status !== undefined && status < 500 ? message : '';
    return {
      ok: false,
      errors: firstFieldErrors(details?.fieldErrors ?? {}),
      message: fromServer,
    };
  }
}
