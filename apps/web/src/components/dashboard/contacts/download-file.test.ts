import { describe, expect, it } from 'vitest';

import { contactsExportUrl } from './download-file';

describe('contactsExportUrl', () => {
  it('is the streamed export route with the filter in its query, empty fields left out', () => {
    expect(contactsExportUrl({ status: 'all', search: '', from: undefined, to: undefined })).toBe(
      '/api/dashboard/contact-submissions/export?status=all',
    );
    expect(
      contactsExportUrl({
        status: 'new',
        search: 'Zoë & co',
        from: '2026-01-01T00:00:00.000Z',
        to: undefined,
      }),
    ).toBe(
      '/api/dashboard/contact-submissions/export?status=new&search=Zo%C3%AB+%26+co&from=2026-01-01T00%3A00%3A00.000Z',
    );
    expect(contactsExportUrl({})).toBe('/api/dashboard/contact-submissions/export');
  });
});
