/** Where the dashboard downloads the contact submissions of a filter as CSV. */
const CONTACTS_EXPORT_PATH = '/api/dashboard/contact-submissions/export';

/** The export's address for the filter's fields (the empty ones left out). */
export function contactsExportUrl(filter: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) if (value) query.set(name, value);
  const search = query.toString();
  return search ? `${CONTACTS_EXPORT_PATH}?${search}` : CONTACTS_EXPORT_PATH;
}

/**
 * Starts the browser's own download of `url` (a link with `download`): the browser saves the
 * file as it arrives, so however large it is it never sits in the page's memory.
 */
export function downloadUrl(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}
