/** Tests of the shared blocks: ids, list queries, booleans, files, FormData and limits. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import {
  booleanish,
  commonMessages,
  formDataToObject,
  id,
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
import { contactSubmissionListInput } from './contact';
import { galleryListInput } from './gallery';
import * as limits from './limits';
import { projectListInput } from './project';
import { formData, makeFile, oversizedFile } from './test-files';
import { errorsOf, expectError, expectRefusals, LIST_DEFAULTS, parseOk } from './test-helpers';

describe('limits', () => {
  it('holds the business limits', () => {
    expect(limits).toMatchObject({
      MAX_IMAGE_BYTES: 10 * 1024 * 1024,
      MAX_LOGO_BYTES: 5 * 1024 * 1024,
      MAX_GALLERY_FILES: 10,
      PAGE_SIZE: 10,
      START_YEAR_RANGE: [1900, 2100],
      END_YEAR_RANGE: [1975, 2030],
      STATISTIC_KEYS: ['projectsCompleted', 'satisfiedClients', 'onTimeDelivery'],
      IMAGE_MIME_TYPES: ['image/jpeg', 'image/png', 'image/jpg', 'image/webp'],
      LOGO_MIME_TYPES: [...limits.IMAGE_MIME_TYPES, 'image/svg+xml'],
    });
  });

  it('lists the twelve months and the 56 picker years, newest first', () => {
    const { MONTHS, YEAR_OPTIONS } = limits;
    expect(MONTHS).toHaveLength(12);
    expect(MONTHS[0]).toBe('January');
    expect(MONTHS[11]).toBe('December');
    expect(YEAR_OPTIONS).toHaveLength(56);
    expect(YEAR_OPTIONS[0]).toBe(2030);
    expect(YEAR_OPTIONS[55]).toBe(1975);
  });
});

describe('ids', () => {
  it('takes an id or slug as given, trimmed', () => {
    expect(parseOk(idSchema, ' abc ')).toBe('abc');
    expect(parseOk(idSchema, 'cmb1x2y3z0000abcd1234efgh')).toBe('cmb1x2y3z0000abcd1234efgh');
    expect(parseOk(idSchema, 's'.repeat(255))).toBe('s'.repeat(255));
    expect(parseOk(idInput, { id: 'abc' })).toEqual({ id: 'abc' });
    expect(parseOk(slugOrIdInput, { id_or_slug: 'home-renovation' })).toEqual({
      id_or_slug: 'home-renovation',
    });
  });

  it.each(['', '   ', 'x'.repeat(256), '../x', "1' OR '1'='1", 'a\u0000b', 'caf\u00e9'])(
    'takes %j, which no row can have, as the id of no row',
    (value) => {
      expect(parseOk(idInput, { id: value })).toEqual({ id: '' });
      expect(parseOk(slugOrIdInput, { id_or_slug: value })).toEqual({ id_or_slug: '' });
      expect(parseOk(toggleStatusInput, { id: value })).toEqual({ id: '' });
    },
  );

  it('rejects a missing id or one that is not text', () => {
    expectRefusals(idInput, [
      [{}, 'id', commonMessages.idRequired],
      [{ id: null }, 'id', commonMessages.idRequired],
      [{ id: 42 }, 'id', commonMessages.invalidText],
    ]);
    expectError(slugOrIdInput, {}, 'id_or_slug', commonMessages.idRequired);
  });

  it('keeps the form rules for an id a body refers to', () => {
    expectRefusals(z.object({ service_id: id('Service selection is required') }), [
      [{ service_id: ' ' }, 'service_id', 'Service selection is required'],
      [{ service_id: 'x'.repeat(65) }, 'service_id', commonMessages.idTooLong],
    ]);
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
    expect(parseOk(listQuerySchema, {})).toEqual(LIST_DEFAULTS);
  });

  it('takes no query at all as every default, in every admin list', () => {
    const defaults = LIST_DEFAULTS;
    expect(parseOk(listQuerySchema, undefined)).toEqual(defaults);
    expect(parseOk(projectListInput, undefined)).toEqual(defaults);
    expect(parseOk(galleryListInput, undefined)).toEqual(defaults);
    expect(parseOk(contactSubmissionListInput, undefined)).toEqual(defaults);
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
      ...LIST_DEFAULTS,
    });
  });

  it.each([0, '0', -1, 1.5, 'abc', '2x', true])('rejects page %j', (page) => {
    expectError(listQuerySchema, { page }, 'page', commonMessages.invalidPage);
  });

  it.each([0, '101', 101, 'ten'])('rejects limit %j', (limit) => {
    expectError(listQuerySchema, { limit }, 'limit', commonMessages.invalidLimit);
  });

  it('rejects an unknown status and a long search', () => {
    expectRefusals(listQuerySchema, [
      [{ status: 'deleted' }, 'status', commonMessages.invalidStatus],
      [{ search: 's'.repeat(256) }, 'search', commonMessages.searchTooLong],
    ]);
  });
});

describe('imageFileSchema', () => {
  const schema = z.object({
    file: imageFileSchema({
      maxBytes: 100,
      sizeMessage: (file) => `${file.name} is too big`,
      requiredMessage: 'File please',
    }),
  });

  it('accepts a file within the size limit whatever its name and declared type', () => {
    // The kind of a file is judged by its bytes when it is stored, not here.
    for (const file of [
      makeFile('a.webp', 'image/webp', 100),
      makeFile('hero.txt', 'application/octet-stream', 100),
      makeFile('scan', ''),
    ]) {
      expect(parseOk(schema, { file }).file).toBe(file);
    }
  });

  it('checks the size and presence', () => {
    expect(errorsOf(schema, { file: oversizedFile(100, 'a.pdf', 'application/pdf') })).toEqual({
      file: ['a.pdf is too big'],
    });
    expectRefusals(schema, [
      [{}, 'file', 'File please'],
      [{ file: 'photo.png' }, 'file', commonMessages.notAFile],
    ]);
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
    const accepted = ['https://example.com/a?b=c', 'http://localhost:3000'];
    const refused = ['javascript:alert(1)', 'ftp://example.com', 'example.com'];
    expect(accepted.filter((url) => isHttpUrl(url))).toEqual(accepted);
    expect(refused.filter((url) => isHttpUrl(url))).toEqual([]);
  });
});

describe('isFileTooLargeIssue', () => {
  it('marks the size issue of an oversize file and nothing else', () => {
    const schema = imageFileSchema({ maxBytes: 4, sizeMessage: 'too big' });
    const oversize = schema.safeParse(
      new File([new Uint8Array(5)], 'a.png', { type: 'image/png' }),
    );
    const notAFile = schema.safeParse('a.png');
    expect(oversize.error?.issues.map(isFileTooLargeIssue)).toEqual([true]);
    expect(notAFile.error?.issues.map(isFileTooLargeIssue)).toEqual([false]);
  });
});
