/** Tests of the banner schemas: field rules, plain and multipart. */
import { describe, expect, it } from 'vitest';

import { bannerCreateInput, bannerFormFields, bannerMessages, bannerUpdateInput } from './banner';
import { commonMessages } from './common';
import { MAX_IMAGE_BYTES } from './limits';
import { formData, makeFile, oversizedFile } from './test-files';
import { errorsOf, expectError, expectFieldError, expectRefusals, parseOk } from './test-helpers';

const m = bannerMessages;
const image = makeFile('banner.webp', 'image/webp');
const valid = { image, headline: 'Building Excellence Together', tagline: 'Since 1998' };

describe('bannerCreateInput', () => {
  it('accepts a banner and defaults is_enabled to true', () => {
    expect(parseOk(bannerCreateInput, valid)).toEqual({ ...valid, is_enabled: true });
  });

  it('accepts a multipart banner with a File and is_enabled 0', () => {
    const file = makeFile('banner.jpg', 'image/jpeg', MAX_IMAGE_BYTES);
    expect(
      parseOk(
        bannerCreateInput,
        formData([
          ['image', file],
          ['headline', ' Modern Homes '],
          ['tagline', ''],
          ['is_enabled', '0'],
        ]),
      ),
    ).toEqual({ image: file, headline: 'Modern Homes', tagline: null, is_enabled: false });
  });

  it('requires the image', () => {
    expectError(bannerCreateInput, { headline: valid.headline }, 'image', m.imageRequired);
    expectError(
      bannerCreateInput,
      formData([
        ['image', new File([], '')],
        ['headline', valid.headline],
      ]),
      'image',
      m.imageRequired,
    );
  });

  it('rejects an image over 10MB, whatever type it is declared as', () => {
    expectError(
      bannerCreateInput,
      formData([
        ['image', oversizedFile(MAX_IMAGE_BYTES)],
        ['headline', valid.headline],
      ]),
      'image',
      m.imageSize,
    );
    expect(
      errorsOf(bannerCreateInput, { ...valid, image: makeFile('banner.txt', 'text/plain') }),
    ).toEqual({});
  });

  it('requires a headline under 255 characters', () => {
    expectFieldError(bannerCreateInput, valid, { headline: '  ' }, m.headlineRequired);
    expectError(bannerCreateInput, { image }, 'headline', m.headlineRequired);
    expectFieldError(bannerCreateInput, valid, { headline: 'h'.repeat(256) }, m.headlineTooLong);
    expect(errorsOf(bannerCreateInput, { ...valid, headline: 'h'.repeat(255) })).toEqual({});
  });

  it('keeps the tagline optional, under 255 characters', () => {
    expect(parseOk(bannerCreateInput, { image, headline: valid.headline }).tagline).toBeUndefined();
    expectFieldError(bannerCreateInput, valid, { tagline: 't'.repeat(256) }, m.taglineTooLong);
    expect(errorsOf(bannerCreateInput, { ...valid, tagline: 't'.repeat(255) })).toEqual({});
  });
});

describe('bannerUpdateInput', () => {
  it('keeps the current image when none is chosen', () => {
    const data = parseOk(
      bannerUpdateInput,
      formData([
        ['id', 'ban_1'],
        ['headline', valid.headline],
        ['image', ''],
        ['is_enabled', '1'],
      ]),
    );
    expect(data).toEqual({ id: 'ban_1', headline: valid.headline, is_enabled: true });
  });

  it('still requires the headline and checks a new image', () => {
    const { headline } = valid;
    const image = oversizedFile(MAX_IMAGE_BYTES);
    expectRefusals(bannerUpdateInput, [
      [{ id: 'ban_1', headline: '' }, 'headline', m.headlineRequired],
      [{ id: 'ban_1', headline, image }, 'image', m.imageSize],
      [{ headline }, 'id', commonMessages.idRequired],
    ]);
  });
});

describe('bannerFormFields', () => {
  const adding = bannerFormFields({ imageRequired: true });
  const editing = bannerFormFields({ imageRequired: false });
  const values = { headline: valid.headline, tagline: '', is_enabled: false };

  it('requires the image when adding and keeps it optional when editing', () => {
    expectError(adding, values, 'image', m.imageRequired);
    expect(parseOk(editing, values)).toEqual({ ...values, tagline: null });
    expect(parseOk(adding, { ...values, image })).toEqual({ ...values, image, tagline: null });
  });

  it('checks a chosen image and the texts with the create rules', () => {
    expectFieldError(editing, values, { image: oversizedFile(MAX_IMAGE_BYTES) }, m.imageSize);
    expectFieldError(editing, values, { headline: ' ' }, m.headlineRequired);
    expectError(
      adding,
      { ...values, image, tagline: 't'.repeat(256) },
      'tagline',
      m.taglineTooLong,
    );
  });
});
