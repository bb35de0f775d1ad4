/** Tests of the About Us schema: field rules, per-row stat errors and the multipart wire. */
import { describe, expect, it } from 'vitest';

import { aboutUsMessages, aboutUsUpdateInput, sanitizeStatValue } from './about-us';
import { commonMessages } from './common';
import { focalPointMessages } from './focal-point';
import { MAX_IMAGE_BYTES } from './limits';
import { formData, makeFile, oversizedFile } from './test-files';
import { errorsOf, expectError, parseOk } from './test-helpers';

const m = aboutUsMessages;

describe('aboutUsUpdateInput', () => {
  it('accepts a multipart update with stats as JSON text and a founder image', () => {
    const photo = makeFile('founder.jpg', 'image/jpeg');
    expect(
      parseOk(
        aboutUsUpdateInput,
        formData([
          ['founder_name', ' A. Kasar '],
          ['founder_position', 'Founder & CEO'],
          ['founder_description', 'Started the firm in 1998.\nStill building.'],
          ['founder_img', photo],
          [
            'stats',
            JSON.stringify([
              { stat_name: 'Projects Completed', value: '500' },
              { stat_name: 'Awards Won', value: 50 },
            ]),
          ],
        ]),
      ),
    ).toEqual({
      founder_name: 'A. Kasar',
      founder_position: 'Founder & CEO',
      founder_description: 'Started the firm in 1998.\nStill building.',
      founder_img: photo,
      stats: [
        { stat_name: 'Projects Completed', value: '500' },
        { stat_name: 'Awards Won', value: '50' },
      ],
    });
  });

  it('leaves absent fields out and turns empty ones into null', () => {
    expect(parseOk(aboutUsUpdateInput, formData([['founder_position', '']]))).toStrictEqual({
      founder_position: null,
    });
    expect(parseOk(aboutUsUpdateInput, { remove_founder_img: '1' })).toStrictEqual({
      remove_founder_img: true,
    });
  });

  it.each([
    ['founder_name', 'n'.repeat(256), m.founderNameTooLong],
    ['founder_position', 'p'.repeat(256), m.founderPositionTooLong],
    ['founder_description', 'd'.repeat(5001), m.founderDescriptionTooLong],
  ])('rejects %s over its limit', (field, value, message) => {
    expectError(aboutUsUpdateInput, { [field]: value }, field, message);
  });

  it('accepts text at its limits', () => {
    expect(
      errorsOf(aboutUsUpdateInput, {
        founder_name: 'n'.repeat(255),
        founder_position: 'p'.repeat(255),
        founder_description: 'd'.repeat(5000),
      }),
    ).toEqual({});
  });

  it('checks the founder image against its 10MB limit, whatever type it is declared as', () => {
    expect(
      errorsOf(aboutUsUpdateInput, { founder_img: makeFile('founder.bin', 'text/plain') }),
    ).toEqual({});
    expectError(
      aboutUsUpdateInput,
      formData([['founder_img', oversizedFile(MAX_IMAGE_BYTES, 'founder.png')]]),
      'founder_img',
      m.imageSize,
    );
    expect(
      errorsOf(aboutUsUpdateInput, {
        founder_img: makeFile('f.webp', 'image/webp', MAX_IMAGE_BYTES),
      }),
    ).toEqual({});
  });

  describe('stats', () => {
    it('keys errors per row and field', () => {
      expect(
        errorsOf(
          aboutUsUpdateInput,
          formData([
            [
              'stats',
              JSON.stringify([
                { stat_name: 'Happy Clients', value: '500' },
                { stat_name: '', value: '25' },
                { stat_name: 'Awards', value: '' },
                { stat_name: 'n'.repeat(101), value: '1'.repeat(51) },
                { stat_name: 'Years', value: '25+' },
              ]),
            ],
          ]),
        ),
      ).toEqual({
        'stats.1.stat_name': [m.statNameRequired],
        'stats.2.value': [m.statValueRequired],
        'stats.3.stat_name': [m.statNameTooLong],
        'stats.3.value': [m.statValueTooLong],
        'stats.4.value': [m.statValueDigits],
      });
    });

    it('accepts values at their limits and ignores completely empty rows', () => {
      expect(
        parseOk(aboutUsUpdateInput, {
          stats: [
            { stat_name: '', value: '' },
            { stat_name: 'n'.repeat(100), value: '1'.repeat(50) },
          ],
        }).stats,
      ).toEqual([{ stat_name: 'n'.repeat(100), value: '1'.repeat(50) }]);
      expect(parseOk(aboutUsUpdateInput, { stats: [] }).stats).toEqual([]);
    });

    it('outputs the complete rows trimmed, the ones the form sends', () => {
      expect(
        parseOk(aboutUsUpdateInput, {
          stats: [
            { stat_name: ' Awards ', value: '50' },
            { stat_name: ' ', value: '' },
            { stat_name: 'Years', value: 25 },
          ],
        }).stats,
      ).toEqual([
        { stat_name: 'Awards', value: '50' },
        { stat_name: 'Years', value: '25' },
      ]);
    });

    it("reports unparsable stats as 'Must be valid JSON'", () => {
      expectError(
        aboutUsUpdateInput,
        formData([['stats', '[{']]),
        'stats',
        commonMessages.invalidJson,
      );
    });

    it('rejects stats that are not a list', () => {
      expectError(aboutUsUpdateInput, { stats: { a: 1 } }, 'stats', m.statsInvalid);
    });
  });
});

describe('founder_focal_point', () => {
  it('reads "x,y" from the multipart body: absent keeps it, empty clears it', () => {
    expect(parseOk(aboutUsUpdateInput, formData([['founder_focal_point', '20,35']]))).toMatchObject(
      { founder_focal_point: { x: 20, y: 35 } },
    );
    expect(parseOk(aboutUsUpdateInput, formData([['founder_focal_point', '']]))).toMatchObject({
      founder_focal_point: null,
    });
    expect(
      parseOk(aboutUsUpdateInput, formData([['founder_name', 'A. Kasar']])),
    ).not.toHaveProperty('founder_focal_point');
  });

  it('refuses anything else with the field message', () => {
    expectError(
      aboutUsUpdateInput,
      formData([['founder_focal_point', '50,150']]),
      'founder_focal_point',
      focalPointMessages.invalid,
    );
  });
});

describe('about-us form helpers', () => {
  it('sanitizeStatValue keeps digits', () => {
    expect(sanitizeStatValue('1,500+')).toBe('1500');
  });

  it('has the failure toast text', () => {
    expect(m.validationFailed).toBe('Please fix the errors in the form');
  });
});
