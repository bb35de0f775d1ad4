/** Tests of the gallery schemas: the upload rules (multipart) and the list query. */
import { describe, expect, it } from 'vitest';

import { commonMessages } from './common';
import { focalPointMessages } from './focal-point';
import {
  galleryListInput,
  galleryMessages,
  galleryUpdateInput,
  galleryUploadInput,
} from './gallery';
import { MAX_IMAGE_BYTES } from './limits';
import { formData, makeFile, oversizedFile } from './test-files';
import { errorsOf, expectError, LIST_DEFAULTS, parseOk } from './test-helpers';

const m = galleryMessages;

describe('galleryUploadInput', () => {
  it('collects the repeated images[] field', () => {
    const files = [
      makeFile('a.png'),
      makeFile('b.jpg', 'image/jpeg'),
      makeFile('c.webp', 'image/webp'),
    ];
    const data = parseOk(
      galleryUploadInput,
      formData([
        ['project_id', 'prj_1'],
        ['is_enabled', '1'],
        ...files.map((file): [string, File] => ['images[]', file]),
      ]),
    );
    expect(data).toEqual({ project_id: 'prj_1', images: files, is_enabled: true });
  });

  it('also accepts a single plain images field and plain values', () => {
    const file = makeFile('a.png');
    expect(
      parseOk(
        galleryUploadInput,
        formData([
          ['project_id', 'prj_1'],
          ['images', file],
          ['is_enabled', '0'],
        ]),
      ),
    ).toEqual({ project_id: 'prj_1', images: [file], is_enabled: false });
    expect(parseOk(galleryUploadInput, { project_id: 'prj_1', images: [file] }).is_enabled).toBe(
      true,
    );
  });

  it('requires a project and at least one image', () => {
    expect(errorsOf(galleryUploadInput, formData([['images[]', new File([], '')]]))).toEqual({
      project_id: [m.projectRequired],
      images: [m.imagesRequired],
    });
    expectError(
      galleryUploadInput,
      { project_id: 'prj_1', images: [] },
      'images',
      m.imagesRequired,
    );
  });

  it('accepts 10 images and rejects 11', () => {
    const ten = Array.from({ length: 10 }, (_, i) => makeFile(`p${i}.png`));
    expect(errorsOf(galleryUploadInput, { project_id: 'prj_1', images: ten })).toEqual({});
    expectError(
      galleryUploadInput,
      { project_id: 'prj_1', images: [...ten, makeFile('p10.png')] },
      'images',
      m.tooManyImages,
    );
  });

  it('names the offending file in size messages, and leaves its kind to the check of its bytes', () => {
    expect(
      errorsOf(
        galleryUploadInput,
        formData([
          ['project_id', 'prj_1'],
          ['images[]', makeFile('ok.png')],
          ['images[]', makeFile('notes.pdf', 'application/pdf')],
          ['images[]', oversizedFile(MAX_IMAGE_BYTES, 'huge.jpg', 'image/jpeg')],
        ]),
      ),
    ).toEqual({
      'images.2': ['huge.jpg is too large. Maximum size is 10MB'],
    });
  });
});

describe('galleryListInput', () => {
  it('adds optional service and project filters to the list query', () => {
    expect(parseOk(galleryListInput, { service_id: 'svc_1', project_id: '' })).toEqual({
      ...LIST_DEFAULTS,
      service_id: 'svc_1',
    });
    expect(parseOk(galleryListInput, {})).toEqual(LIST_DEFAULTS);
    expectError(
      galleryListInput,
      { project_id: 'x'.repeat(65) },
      'project_id',
      commonMessages.idTooLong,
    );
  });
});

describe('galleryUpdateInput', () => {
  it('reads the focal point as "x,y" percentages: absent keeps it, empty clears it', () => {
    expect(parseOk(galleryUpdateInput, { id: 'img_1', focal_point: '30,70' })).toEqual({
      id: 'img_1',
      focal_point: { x: 30, y: 70 },
    });
    expect(parseOk(galleryUpdateInput, { id: 'img_1', focal_point: '' })).toEqual({
      id: 'img_1',
      focal_point: null,
    });
    expect(parseOk(galleryUpdateInput, { id: 'img_1', alt: 'Porch' })).toEqual({
      id: 'img_1',
      alt: 'Porch',
    });
  });

  it('refuses a focal point that is not two percentages, naming the field', () => {
    for (const focal_point of ['101,0', '50', 'centre', 40]) {
      expectError(
        galleryUpdateInput,
        { id: 'img_1', focal_point },
        'focal_point',
        focalPointMessages.invalid,
      );
    }
  });
});
