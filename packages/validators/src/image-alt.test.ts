/** Tests of the alternative text every stored image may carry, in each schema that takes one. */
import { describe, expect, it } from 'vitest';

import { aboutUsMessages, aboutUsUpdateInput } from './about-us';
import { bannerCreateInput, bannerMessages, bannerUpdateInput } from './banner';
import { galleryMessages, galleryUpdateInput, galleryUploadInput } from './gallery';
import { organizationMessages, organizationUpdateInput } from './organization';
import { serviceCreateInput, serviceMessages } from './service';
import { expectError, parseOk } from './test-helpers';
import { formData, makeFile } from './test-files';

const exactly150 = 'é'.repeat(150);
const tooLong = 'a'.repeat(151);
const banner = { image: makeFile(), headline: 'Building Excellence Together' };
const service = {
  name: 'Interior Fit-Out',
  headline: 'Interiors that work as hard as you do',
  description: 'Complete interior fit-out for offices, shops and homes.',
  features: [{ title: 'Space planning' }],
};

describe('image alternative text', () => {
  it('is trimmed, kept up to 150 characters and left out when not sent', () => {
    expect(parseOk(bannerCreateInput, { ...banner, image_alt: `  ${exactly150} ` }).image_alt).toBe(
      exactly150,
    );
    expect(parseOk(bannerCreateInput, banner).image_alt).toBeUndefined();
    expect(
      parseOk(bannerUpdateInput, { id: 'b1', ...banner, image_alt: '  ' }).image_alt,
    ).toBeNull();
  });

  it('names the image when the text is over 150 characters', () => {
    expectError(
      bannerCreateInput,
      { ...banner, image_alt: tooLong },
      'image_alt',
      bannerMessages.imageAltTooLong,
    );
    expect(bannerMessages.imageAltTooLong).toBe(
      'Banner image alt text must be less than 150 characters',
    );
    expectError(
      serviceCreateInput,
      { ...service, hero_image_alt: tooLong },
      'hero_image_alt',
      serviceMessages.heroImageAltTooLong,
    );
    expectError(
      organizationUpdateInput,
      { logo_alt: tooLong },
      'logo_alt',
      organizationMessages.logoAltTooLong,
    );
    expectError(
      aboutUsUpdateInput,
      { founder_img_alt: tooLong },
      'founder_img_alt',
      aboutUsMessages.founderImgAltTooLong,
    );
    expectError(galleryUpdateInput, { id: 'i1', alt: tooLong }, 'alt', galleryMessages.altTooLong);
  });

  it('comes in multipart bodies, one per gallery image in the order of the files', () => {
    const first = makeFile('a.png');
    const second = makeFile('b.png');
    const parsed = parseOk(
      galleryUploadInput,
      formData([
        ['project_id', 'p1'],
        ['images[]', first],
        ['alts[]', ' Living room '],
        ['images[]', second],
        ['alts[]', ''],
      ]),
    );
    expect(parsed.alts).toEqual(['Living room', null]);
    expectError(
      galleryUploadInput,
      formData([
        ['project_id', 'p1'],
        ['images[]', first],
        ['alts[]', tooLong],
      ]),
      'alts.0',
      galleryMessages.altTooLong,
    );
    expect(
      parseOk(
        serviceCreateInput,
        formData([
          ...Object.entries(service).map(
            ([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)] as [string, string],
          ),
          ['hero_image_alt', 'Site at dusk'],
        ]),
      ).hero_image_alt,
    ).toBe('Site at dusk');
  });
});
