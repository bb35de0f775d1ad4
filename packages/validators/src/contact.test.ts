/** Tests of the contact form schema: every contact rule, failing and passing. */
import { describe, expect, it } from 'vitest';

import {
  contactBulkStatusInput,
  contactFormSchema,
  contactListMessages,
  contactMessages,
  contactStatusInput,
  contactSubmissionExportInput,
  contactSubmissionListInput,
  contactSubmissionSchema,
} from './contact';
import { sanitizeMobileInput } from './fields';
import {
  errorsOf,
  expectError,
  expectFieldError,
  expectRefusals,
  LIST_DEFAULTS,
  parseOk,
} from './test-helpers';

const valid = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  mobile: '+919876543210',
  subject: 'Villa project',
  message: 'I would like a quote for a villa.',
  purpose: 'Residential Construction',
};

const m = contactMessages;
const l = contactListMessages;

describe('contactFormSchema', () => {
  it('accepts a complete inquiry and trims every field', () => {
    const data = parseOk(contactFormSchema, {
      ...valid,
      name: '  Jane Doe  ',
      subject: ' Villa project ',
    });
    expect(data).toEqual(valid);
  });

  it('reports every missing field as required', () => {
    expect(errorsOf(contactFormSchema, {})).toEqual({
      name: [m.nameRequired],
      email: [m.emailRequired],
      mobile: [m.mobileRequired],
      subject: [m.subjectRequired],
      message: [m.messageRequired],
      purpose: [m.purposeRequired],
    });
  });

  const failing: [field: keyof typeof valid, value: string, message: string][] = [
    ['name', '', m.nameRequired],
    ['name', '   ', m.nameRequired],
    ['name', 'J', m.nameTooShort],
    ['name', ' J ', m.nameTooShort],
    ['name', 'a'.repeat(256), m.nameTooLong],
    ['name', 'Jane Doe 2', m.nameInvalid],
    ['name', "O'Brien", m.nameInvalid],
    ['email', '', m.emailRequired],
    ['email', 'jane.example.com', m.emailInvalid],
    ['email', 'jane@', m.emailInvalid],
    ['email', `${'a'.repeat(250)}@example.com`, m.emailTooLong],
    ['mobile', '', m.mobileRequired],
    ['mobile', '123456789', m.mobileInvalid],
    ['mobile', '98765 43210', m.mobileInvalid],
    ['mobile', '++9876543210', m.mobileInvalid],
    ['mobile', '1'.repeat(21), m.mobileTooLong],
    ['mobile', `+${'1'.repeat(20)}`, m.mobileTooLong],
    ['subject', '', m.subjectRequired],
    ['subject', 'Hi', m.subjectTooShort],
    ['subject', 's'.repeat(256), m.subjectTooLong],
    ['message', '', m.messageRequired],
    ['message', 'Too short', m.messageTooShort],
    ['message', 'm'.repeat(2001), m.messageTooLong],
    ['purpose', '', m.purposeRequired],
    ['purpose', 'p'.repeat(256), m.purposeTooLong],
  ];

  it.each(failing)('rejects %s = %j with its message', (field, value, message) => {
    expectError(contactFormSchema, { ...valid, [field]: value }, field, message);
  });

  const passing: [field: keyof typeof valid, value: string][] = [
    ['name', 'Jo'],
    ['name', 'a'.repeat(255)],
    ['name', 'José Müller'],
    ['name', 'राहुल शर्मा'],
    ['email', `${'a'.repeat(243)}@example.com`],
    ['mobile', '9876543210'],
    ['mobile', '1'.repeat(20)],
    ['mobile', `+${'1'.repeat(19)}`],
    ['subject', 'Hey'],
    ['subject', 's'.repeat(255)],
    ['message', 'Ten chars!'],
    ['message', 'm'.repeat(2000)],
    ['purpose', 'Other'],
    ['purpose', 'p'.repeat(255)],
  ];

  it.each(passing)('accepts %s = %j', (field, value) => {
    expect(errorsOf(contactFormSchema, { ...valid, [field]: value })).toEqual({});
  });

  it('rejects non-text values without calling them missing', () => {
    expectError(contactFormSchema, { ...valid, name: 42 }, 'name', 'Must be text');
    expectFieldError(contactFormSchema, valid, { name: null }, m.nameRequired);
  });
});

describe('sanitizeMobileInput', () => {
  it('keeps only digits and plus signs', () => {
    expect(sanitizeMobileInput('+91 (987) 654-3210 ext')).toBe('+919876543210');
    expect(sanitizeMobileInput('abc')).toBe('');
  });
});

describe('contactSubmissionSchema', () => {
  it('takes the honeypot and the form token as they come, never refusing them', () => {
    const data = parseOk(contactSubmissionSchema, { ...valid, website: 42, form_token: 'x' });
    expect(data).toEqual({ ...valid, website: 42, form_token: 'x' });
    expect(parseOk(contactSubmissionSchema, valid)).toEqual(valid);
  });
});

describe('contactSubmissionListInput', () => {
  it('takes page, limit, search and status with defaults', () => {
    expect(parseOk(contactSubmissionListInput, { page: '2', search: ' villa ' })).toEqual({
      ...LIST_DEFAULTS,
      page: 2,
      search: 'villa',
    });
  });

  it('reads from and to as dates (to: the whole day, UTC) or exact date-times', () => {
    expect(
      parseOk(contactSubmissionExportInput, {
        from: '2026-03-01',
        to: '2026-03-31',
        status: 'spam',
      }),
    ).toEqual({
      status: 'spam',
      from: new Date('2026-03-01T00:00:00.000Z'),
      to: new Date('2026-03-31T23:59:59.999Z'),
    });
    expect(
      parseOk(contactSubmissionListInput, { from: '2026-03-01T10:00:00+05:30', to: '' }),
    ).toMatchObject({ from: new Date('2026-03-01T04:30:00.000Z'), to: undefined });
  });

  it('refuses a bad date, a reversed range and an unknown status', () => {
    expectRefusals(contactSubmissionListInput, [
      [{ from: '01/03/2026' }, 'from', l.invalidFrom],
      [{ to: 'soon' }, 'to', l.invalidTo],
      [{ from: '2026-03-02', to: '2026-03-01' }, 'to', l.fromAfterTo],
      [{ status: 'inactive' }, 'status', l.invalidStatusFilter],
    ]);
  });
});

describe('status changes', () => {
  it('takes one of the five statuses, for one id or 1 to 100 ids', () => {
    expect(parseOk(contactStatusInput, { id: 'abc', status: 'replied' })).toEqual({
      id: 'abc',
      status: 'replied',
    });
    expectError(contactStatusInput, { id: 'abc', status: 'all' }, 'status', l.invalidStatus);
    const tooMany = Array.from({ length: 101 }, (_, index) => `id${index}`);
    expectRefusals(contactBulkStatusInput, [
      [{ ids: [], status: 'read' }, 'ids', l.idsRequired],
      [{ ids: tooMany, status: 'read' }, 'ids', l.tooManyIds],
    ]);
  });
});
