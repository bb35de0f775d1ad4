import { describe, expect, it } from 'vitest';

import { activityListInput, activityMessages, AUDIT_EVENT_GROUPS } from './activity';
import { contactListMessages } from './contact';
import { expectError, parseOk } from './test-helpers';

describe('activityListInput', () => {
  it('defaults to page 1 of 10 without filters, and reads empty filters as none', () => {
    expect(parseOk(activityListInput, undefined)).toEqual({ page: 1, limit: 10 });
    expect(parseOk(activityListInput, { type: '', user: ' ', from: '', to: '' })).toEqual({
      page: 1,
      limit: 10,
    });
  });

  it('takes an event type or a group, a user id and a date range', () => {
    expect(
      parseOk(activityListInput, {
        type: 'service',
        user: ' user-1 ',
        from: '2026-03-01',
        to: '2026-03-31',
        page: '2',
      }),
    ).toEqual({
      page: 2,
      limit: 10,
      type: 'service',
      user: 'user-1',
      from: new Date('2026-03-01T00:00:00.000Z'),
      to: new Date('2026-03-31T23:59:59.999Z'),
    });
    expect(parseOk(activityListInput, { type: 'auth.sign_in_failed' }).type).toBe(
      'auth.sign_in_failed',
    );
    expect(AUDIT_EVENT_GROUPS).toEqual([
      'auth',
      'service',
      'project',
      'gallery_image',
      'banner',
      'release',
      'organization',
      'about_us',
      'contact_submission',
      'user',
      'role',
      'backup',
      'trash',
      'redirect',
    ]);
  });

  it('names the field of an unknown type, an impossible user and a reversed range', () => {
    expectError(activityListInput, { type: 'everything' }, 'type', activityMessages.invalidType);
    expectError(activityListInput, { user: 'u'.repeat(65) }, 'user', activityMessages.invalidUser);
    expectError(
      activityListInput,
      { from: '2026-03-02', to: '2026-03-01' },
      'to',
      contactListMessages.fromAfterTo,
    );
  });
});
