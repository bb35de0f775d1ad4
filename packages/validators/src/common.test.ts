/** Tests of the shared blocks: ids, list queries, booleans, files, FormData and limits. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import {
  booleanish,
  commonMessages,
  formDataToObject,
  idInput,
  idSchema,
  imageFileSchema,
  isFileTooLargeIssue,
  isHttpUrl,
  listQuerySchema,
  slugOrIdInput,
  toggleStatusInput,
  withFormData,
} from './common';
import {
  END_YEAR_RANGE,
  IMAGE_MIME_TYPES,
  LOGO_MIME_TYPES,
  MAX_GALLERY_FILES,
  MAX_IMAGE_BYTES,
  MAX_LOGO_BYTES,
  MONTHS,
  PAGE_SIZE,
  START_YEAR_RANGE,
  STATISTIC_KEYS,
  YEAR_OPTIONS,
} from './limits';
import { errorsOf, expectError, formData, makeFile, oversizedFile, parseOk } from './test-helpers';

describe('limits', () => {
  it('holds the business limits', () => {
    expect(MAX_IMAGE_BYTES).toBe(10 * 1024 * 1024);
    expect(MAX_LOGO_BYTES).toBe(5 * 1024 * 1024);
    expect(MAX_GALLERY_FILES).toBe(10);
    expect(PAGE_SIZE).toBe(10);
    expect(START_YEAR_RANGE).toEqual([1900, 2100]);
    expect(END_YEAR_RANGE).toEqual([1975, 2030]);
    expect(STATISTIC_KEYS).toEqual(['projectsCompleted', 'satisfiedClients', 'onTimeDelivery']);
    expect(IMAGE_MIME_TYPES).toEqual(['image/jpeg', 'image/png', 'image/jpg', 'image/webp']);
    expect(LOGO_MIME_TYPES).toEqual([...IMAGE_MIME_TYPES, 'image/svg+xml']);
  });

  it('lists the twelve months and the 56 picker years, newest first', () => {
    expect(MONTHS).toHaveLength(12);
    expect(MONTHS[0]).toBe('January');
    expect(MONTHS[11]).toBe('December');
    expect(YEAR_OPTIONS).toHaveLength(56);
    expect(YEAR_OPTIONS[0]).toBe(2030);
    expect(YEAR_OPTIONS[55]).toBe(1975);
  });
});

describe('ids', () => {
  it('accepts a non-empty id of at most 64 characters', () => {
    expect(parseOk(idSchema, ' abc ')).toBe('abc');
    expect(parseOk(idSchema, 'x'.repeat(64))).toBe('x'.repeat(64));
    expect(parseOk(idInput, { id: 'abc' })).toEqual({ id: 'abc' });
    expect(parseOk(slugOrIdInput, { id_or_slug: 'home-renovation' })).toEqual({
      id_or_slug: 'home-renovation',
    });
  });

  it('rejects empty, missing and long ids', () => {
    expectError(idInput, { id: '' }, 'id', commonMessages.idRequired);
    expectError(idInput, {}, 'id', commonMessages.idRequired);
    expectError(idInput, { id: 'x'.repeat(65) }, 'id', commonMessages.idTooLong);
    expectError(slugOrIdInput, {}, 'id_or_slug', commonMessages.idRequired);
  });
});

describe('booleanish and toggleStatusInput', () => {
  it.each([
    [true, true],
    [false, false],
    ['1', true],
    ['0', false],
    ['true', true],
    ['false', false],
    [1, true],
    [0, false],
  ])('reads %j as %j', (input, expected) => {
    expect(parseOk(booleanish, input)).toBe(expected);
    expect(parseOk(toggleStatusInput, { id: 'a', is_enabled: input })).toEqual({
      id: 'a',
      is_enabled: expected,
    });
  });

  it('leaves is_enabled out when not given (flip)', () => {
    expect(parseOk(toggleStatusInput, { id: 'a' })).toEqual({ id: 'a' });
  });

  it.each(['yes', 2, 'on', null])('rejects %j', (input) => {
    expectError(
      toggleStatusInput,
      { id: 'a', is_enabled: input },
      'is_enabled',
      commonMessages.invalidBoolean,
    );
  });
});

describe('listQuerySchema', () => {
  it('defaults page 1, limit 10, status all, no search', () => {
    expect(parseOk(listQuerySchema, {})).toEqual({ page: 1, limit: 10, status: 'all' });
  });

  it('accepts numbers and numeric query strings', () => {
    expect(
      parseOk(listQuerySchema, { page: '3', limit: '100', status: 'inactive', search: ' villa ' }),
    ).toEqual({ page: 3, limit: 100, status: 'inactive', search: 'villa' });
    expect(parseOk(listQuerySchema, { page: 2, limit: 1, status: 'active' })).toMatchObject({
      page: 2,
      limit: 1,
    });
  });

  it('treats empty query values as absent', () => {
    expect(parseOk(listQuerySchema, { page: '', limit: '', search: '  ' })).toEqual({
      page: 1,
      limit: 10,
      status: 'all',
    });
  });

  it.each([0, '0', -1, 1.5, 'abc', '2x', true])('rejects page %j', (page) => {
    expectError(listQuerySchema, { page }, 'page', commonMessages.invalidPage);
  });

  it.each([0, '101', 101, 'ten'])('rejects limit %j', (limit) => {
    expectError(listQuerySchema, { limit }, 'limit', commonMessages.invalidLimit);
  });

  it('rejects an unknown status and a long search', () => {
    expectError(listQuerySchema, { status: 'deleted' }, 'status', commonMessages.invalidStatus);
    expectError(
      listQuerySchema,
      { search: 's'.repeat(256) },
      'search',
      commonMessages.searchTooLong,
    );
  });
});

describe('imageFileSchema', () => {
  const schema = z.object({
    file: imageFileSchema({
      maxBytes: 100,
      sizeMessage: 'Too big',
      types: IMAGE_MIME_TYPES,
      typeMessage: (file) => `${file.name} has the wrong type`,
      requiredMessage: 'File please',
    }),
  });

  it('accepts an allowed type within the size limit', () => {
    const file = makeFile('a.webp', 'image/webp', 100);
    expect(parseOk(schema, { file }).file).toBe(file);
  });

  it('checks the declared type, the size and presence', () => {
    expectError(
      schema,
      { file: makeFile('a.gif', 'image/gif') },
      'file',
      'a.gif has the wrong type',
    );
    expectError(schema, { file: oversizedFile(100) }, 'file', 'Too big');
    expect(errorsOf(schema, { file: oversizedFile(100, 'a.pdf', 'application/pdf') })).toEqual({
      file: ['a.pdf has the wrong type', 'Too big'],
    });
    expectError(schema, {}, 'file', 'File please');
    expectError(schema, { file: 'photo.png' }, 'file', commonMessages.notAFile);
  });
});

describe('formDataToObject', () => {
  it('collects repeated and [] fields, parses JSON and drops empty files', () => {
    const a = makeFile('a.png');
    const b = makeFile('b.png');
    const data = formData([
      ['name', 'Villa'],
      ['images[]', a],
      ['images', b],
      ['features', '[{"title":"Design"}]'],
      ['hero_image', new File([], '')],
      ['tags', 'one'],
      ['tags', 'two'],
      ['single', 'first'],
      ['single', 'last'],
    ]);
    expect(
      formDataToObject(data, { json: ['features'], files: ['hero_image'], arrays: ['tags'] }),
    ).toEqual({
      name: 'Villa',
      images: [a, b],
      features: [{ title: 'Design' }],
      tags: ['one', 'two'],
      single: 'last',
    });
  });

  it('treats an empty string in a file field and an empty JSON field as absent', () => {
    const data = formData([
      ['logo', ''],
      ['stats', '  '],
    ]);
    expect(formDataToObject(data, { json: ['stats'], files: ['logo'] })).toEqual({});
  });

  it('keeps the raw text of invalid JSON', () => {
    expect(formDataToObject(formData([['stats', '{oops']]), { json: ['stats'] })).toEqual({
      stats: '{oops',
    });
  });
});

describe('withFormData', () => {
  const schema = withFormData(
    z.object({ title: z.string().min(3, 'Short'), items: z.array(z.object({ n: z.number() })) }),
    { json: ['items'] },
  );

  it('validates FormData and plain objects with the same paths', () => {
    expect(
      parseOk(
        schema,
        formData([
          ['title', 'Hello'],
          ['items', '[{"n":1}]'],
        ]),
      ),
    ).toEqual({
      title: 'Hello',
      items: [{ n: 1 }],
    });
    expect(
      errorsOf(
        schema,
        formData([
          ['title', 'Hi'],
          ['items', '[{"n":"x"}]'],
        ]),
      ),
    ).toEqual({
      title: ['Short'],
      'items.0.n': ['Invalid input: expected number, received string'],
    });
    expect(errorsOf(schema, { title: 'Hi', items: [] })).toEqual({ title: ['Short'] });
  });

  it("reports invalid JSON as 'Must be valid JSON' on that field", () => {
    expectError(
      schema,
      formData([
        ['title', 'Hello'],
        ['items', '[{'],
      ]),
      'items',
      commonMessages.invalidJson,
    );
  });
});

describe('isHttpUrl', () => {
  it('accepts http(s) URLs only', () => {
    expect(isHttpUrl('https://example.com/a?b=c')).toBe(true);
    expect(isHttpUrl('http://localhost:3000')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('ftp://example.com')).toBe(false);
    expect(isHttpUrl('example.com')).toBe(false);
  });
});

describe('isFileTooLargeIssue', () => {
  it('marks the size issue of an oversize file and nothing else', () => {
    const schema = imageFileSchema({
      maxBytes: 4,
      sizeMessage: 'too big',
      types: ['image/png'],
      typeMessage: 'bad type',
    });
    const oversize = schema.safeParse(
      new File([new Uint8Array(5)], 'a.png', { type: 'image/png' }),
    );
    const wrongType = schema.safeParse(
      new File([new Uint8Array(2)], 'a.gif', { type: 'image/gif' }),
    );
    expect(oversize.error?.issues.map(isFileTooLargeIssue)).toEqual([true]);
    expect(wrongType.error?.issues.map(isFileTooLargeIssue)).toEqual([false]);
  });
});
