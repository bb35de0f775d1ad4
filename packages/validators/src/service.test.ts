/** Tests of the service schemas: service form rules, statistics and the multipart wire. */
import { describe, expect, it } from 'vitest';

import { commonMessages } from './common';
import { galleryMessages } from './gallery';
import { MAX_IMAGE_BYTES } from './limits';
import {
  capPercentage,
  serviceCreateFields,
  serviceCreateInput,
  serviceFormFields,
  serviceUploadImagesInput,
  serviceMessages,
  serviceUpdateInput,
} from './service';
import { digitsOnly } from './common';
import { formData, makeFile, oversizedFile } from './test-files';
import { errorsOf, expectError, expectFieldError, expectRefusals, parseOk } from './test-helpers';

const m = serviceMessages;

const valid = {
  name: 'Residential Construction',
  headline: 'Homes built to last generations',
  description: 'From foundations to finishing, we build complete family homes.',
  features: [{ title: 'Design' }, { title: 'Build', description: 'Turnkey delivery' }],
};

describe('serviceCreateInput (plain values)', () => {
  it('accepts a minimal service and fills the defaults', () => {
    expect(parseOk(serviceCreateInput, valid)).toEqual({
      ...valid,
      features: [
        { title: 'Design', description: null },
        { title: 'Build', description: 'Turnkey delivery' },
      ],
      is_enabled: true,
      noindex: false,
      services: [],
      statistics: [],
    });
  });

  it.each([
    ['name', 'ab', m.nameTooShort],
    ['name', '', m.nameTooShort],
    ['name', 'n'.repeat(256), m.nameTooLong],
    ['slug', 'Home Renovation', m.slugInvalid],
    ['slug', 'home_renovation', m.slugInvalid],
    ['slug', 's'.repeat(256), m.slugTooLong],
    ['headline', 'Too short', m.headlineTooShort],
    ['headline', 'h'.repeat(256), m.headlineTooLong],
    ['description', 'Not twenty chars', m.descriptionTooShort],
  ])('rejects %s = %j', (field, value, message) => {
    expectError(serviceCreateInput, { ...valid, [field]: value }, field, message);
  });

  it('reports missing text fields with their length messages', () => {
    expect(errorsOf(serviceCreateInput, {})).toEqual({
      name: [m.nameTooShort],
      headline: [m.headlineTooShort],
      description: [m.descriptionTooShort],
      features: [m.featuresRequired],
    });
  });

  it('accepts boundary lengths and a valid slug; an empty slug means "generate"', () => {
    const data = parseOk(serviceCreateInput, {
      ...valid,
      name: 'Abc',
      headline: 'h'.repeat(10),
      description: 'd'.repeat(20),
      slug: 'home-renovation-2',
    });
    expect(data.slug).toBe('home-renovation-2');
    expect(parseOk(serviceCreateInput, { ...valid, slug: '' }).slug).toBeUndefined();
  });

  it('requires at least one feature with a title of 3 to 255 characters', () => {
    expectFieldError(serviceCreateInput, valid, { features: [] }, m.featuresRequired);
    const withFeatures = (...features: unknown[]) => ({ ...valid, features });
    expectRefusals(serviceCreateInput, [
      [
        withFeatures({ title: 'Design' }, { title: 'ab' }),
        'features.1.title',
        m.featureTitleTooShort,
      ],
      [withFeatures({ title: 't'.repeat(256) }), 'features.0.title', m.featureTitleTooLong],
      [withFeatures({}), 'features.0.title', m.featureTitleTooShort],
      [withFeatures('Design'), 'features.0', m.featureInvalid],
    ]);
  });

  it('trims service items, drops blank ones and caps them', () => {
    expect(
      parseOk(serviceCreateInput, { ...valid, services: [' Planning ', '', '  ', 'Execution'] })
        .services,
    ).toEqual(['Planning', 'Execution']);
    expectError(
      serviceCreateInput,
      { ...valid, services: ['ok', 'x'.repeat(256)] },
      'services.1',
      m.serviceItemTooLong,
    );
    expectFieldError(
      serviceCreateInput,
      valid,
      { services: Array.from({ length: 51 }, (_, i) => `Item ${i}`) },
      m.tooManyServiceItems,
    );
    expect(
      parseOk(serviceCreateInput, {
        ...valid,
        services: [...Array.from({ length: 50 }, (_, i) => `Item ${i}`), ''],
      }).services,
    ).toHaveLength(50);
    expectFieldError(serviceCreateInput, valid, { services: 'Planning' }, m.servicesInvalid);
  });

  describe('statistics', () => {
    it('keeps non-empty entries as numbers', () => {
      expect(
        parseOk(serviceCreateInput, {
          ...valid,
          statistics: [
            { key: 'projectsCompleted', value: '0' },
            { key: 'satisfiedClients', value: '' },
            { key: 'onTimeDelivery', value: 100 },
          ],
        }).statistics,
      ).toEqual([
        { key: 'projectsCompleted', value: 0 },
        { key: 'onTimeDelivery', value: 100 },
      ]);
      expect(
        parseOk(serviceCreateInput, {
          ...valid,
          statistics: [
            { key: 'projectsCompleted', value: '1500' },
            { key: 'satisfiedClients', value: '1' },
            { key: 'onTimeDelivery', value: null },
          ],
        }).statistics,
      ).toEqual([
        { key: 'projectsCompleted', value: 1500 },
        { key: 'satisfiedClients', value: 1 },
      ]);
    });

    it.each([
      ['projectsCompleted', '-1', m.projectsCompletedInvalid],
      ['projectsCompleted', '12a', m.projectsCompletedInvalid],
      ['projectsCompleted', 2.5, m.projectsCompletedInvalid],
      ['projectsCompleted', '99999999999', m.projectsCompletedTooLarge],
      ['satisfiedClients', '0', m.satisfiedClientsRange],
      ['satisfiedClients', '101', m.satisfiedClientsRange],
      ['satisfiedClients', '98%', m.satisfiedClientsRange],
      ['onTimeDelivery', 0, m.onTimeDeliveryRange],
      ['onTimeDelivery', '150', m.onTimeDeliveryRange],
    ])('rejects %s = %j', (key, value, message) => {
      expectError(
        serviceCreateInput,
        { ...valid, statistics: [{ key, value }] },
        'statistics.0.value',
        message,
      );
    });

    it('rejects unknown and duplicate keys', () => {
      const withStatistics = (...statistics: { key: string; value: string }[]) => ({
        ...valid,
        statistics,
      });
      const clients = (value: string) => ({ key: 'satisfiedClients', value });
      expectRefusals(serviceCreateInput, [
        [withStatistics({ key: 'awards', value: '3' }), 'statistics.0.key', m.statisticKeyInvalid],
        [withStatistics(clients('98'), clients('99')), 'statistics.1.key', m.statisticDuplicate],
      ]);
    });
  });

  describe('hero_image', () => {
    it('is optional and accepts JPEG, PNG, JPG and WebP up to 10MB', () => {
      expect(parseOk(serviceCreateInput, valid).hero_image).toBeUndefined();
      for (const type of ['image/jpeg', 'image/png', 'image/jpg', 'image/webp']) {
        const file = makeFile('hero', type, MAX_IMAGE_BYTES);
        expect(parseOk(serviceCreateInput, { ...valid, hero_image: file }).hero_image).toBe(file);
      }
    });

    it('rejects a file over 10MB, and leaves its kind to the check of its bytes', () => {
      expectFieldError(
        serviceCreateInput,
        valid,
        { hero_image: oversizedFile(MAX_IMAGE_BYTES) },
        m.heroImageSize,
      );
      const named = makeFile('hero.txt', 'application/octet-stream');
      expect(parseOk(serviceCreateInput, { ...valid, hero_image: named }).hero_image).toBe(named);
    });
  });

  it('rejects a bad is_enabled', () => {
    expectFieldError(
      serviceCreateInput,
      valid,
      { is_enabled: 'maybe' },
      commonMessages.invalidBoolean,
    );
  });
});

describe('serviceCreateInput (multipart FormData)', () => {
  it('reads is_enabled 0, JSON features, statistics and services, and the hero image', () => {
    const hero = makeFile('hero.jpg', 'image/jpeg');
    const data = parseOk(
      serviceCreateInput,
      formData([
        ['name', 'Commercial Projects'],
        ['slug', 'commercial'],
        ['headline', 'Offices and retail spaces'],
        ['description', 'Commercial buildings delivered on time and on budget.'],
        ['is_enabled', '0'],
        ['hero_image', hero],
        ['features', JSON.stringify([{ title: 'Offices' }, { title: 'Retail', description: '' }])],
        ['statistics', JSON.stringify([{ key: 'satisfiedClients', value: '98' }])],
        ['services', JSON.stringify(['Fit-out', ' '])],
      ]),
    );
    expect(data).toEqual({
      name: 'Commercial Projects',
      slug: 'commercial',
      headline: 'Offices and retail spaces',
      description: 'Commercial buildings delivered on time and on budget.',
      is_enabled: false,
      noindex: false,
      hero_image: hero,
      features: [
        { title: 'Offices', description: null },
        { title: 'Retail', description: null },
      ],
      statistics: [{ key: 'satisfiedClients', value: 98 }],
      services: ['Fit-out'],
    });
  });

  it('treats an empty file input as no hero image', () => {
    const data = parseOk(
      serviceCreateInput,
      formData([
        ['name', valid.name],
        ['headline', valid.headline],
        ['description', valid.description],
        ['features', JSON.stringify(valid.features)],
        ['hero_image', new File([], '')],
        ['is_enabled', '1'],
      ]),
    );
    expect(data.hero_image).toBeUndefined();
    expect(data.is_enabled).toBe(true);
  });

  it('keeps the field paths of the object schema', () => {
    expect(
      errorsOf(
        serviceCreateInput,
        formData([
          ['name', 'ab'],
          ['headline', valid.headline],
          ['description', valid.description],
          ['features', JSON.stringify([{ title: 'Design' }, { title: 'x' }])],
          ['statistics', JSON.stringify([{ key: 'onTimeDelivery', value: '0' }])],
        ]),
      ),
    ).toEqual({
      name: [m.nameTooShort],
      'features.1.title': [m.featureTitleTooShort],
      'statistics.0.value': [m.onTimeDeliveryRange],
    });
  });

  it("reports unparsable features as 'Must be valid JSON'", () => {
    expectError(
      serviceCreateInput,
      formData([
        ['name', valid.name],
        ['features', '[{"title": '],
      ]),
      'features',
      commonMessages.invalidJson,
    );
  });

  it('reports missing features', () => {
    expectError(
      serviceCreateInput,
      formData([
        ['name', valid.name],
        ['headline', valid.headline],
        ['description', valid.description],
      ]),
      'features',
      m.featuresRequired,
    );
  });
});

describe('serviceUpdateInput', () => {
  it('needs an id, keeps the hero image optional and leaves absent lists unchanged', () => {
    const data = parseOk(serviceUpdateInput, { ...valid, id: 'svc_1' });
    expect(data.id).toBe('svc_1');
    expect(data.hero_image).toBeUndefined();
    expect(data.is_enabled).toBeUndefined();
    expect(data.services).toBeUndefined();
    expect(data.statistics).toBeUndefined();
    expectError(serviceUpdateInput, valid, 'id', commonMessages.idRequired);
  });

  it('accepts a multipart update with statistics and the same rules as create', () => {
    const data = parseOk(
      serviceUpdateInput,
      formData([
        ['id', 'svc_1'],
        ['name', valid.name],
        ['headline', valid.headline],
        ['description', valid.description],
        ['features', JSON.stringify(valid.features)],
        ['statistics', '[]'],
        ['is_enabled', '1'],
      ]),
    );
    expect(data.statistics).toEqual([]);
    expect(data.is_enabled).toBe(true);
    expectError(
      serviceUpdateInput,
      { ...valid, id: 'svc_1', hero_image: oversizedFile(MAX_IMAGE_BYTES) },
      'hero_image',
      m.heroImageSize,
    );
  });
});

describe('serviceCreateFields', () => {
  it('is the object schema the form validates with', () => {
    expect(serviceCreateFields.safeParse(valid).success).toBe(true);
    expect(serviceCreateFields.safeParse(formData([])).success).toBe(false);
  });
});

describe('serviceFormFields', () => {
  const form = {
    ...valid,
    features: [{ title: 'Design', description: '' }],
    is_enabled: false,
    statistics: { projectsCompleted: '40', satisfiedClients: '', onTimeDelivery: '100' },
  };

  it('turns the inputs into what the wire carries: given statistics only, in a fixed order', () => {
    expect(parseOk(serviceFormFields, form)).toEqual({
      ...valid,
      features: [{ title: 'Design', description: null }],
      is_enabled: false,
      noindex: false,
      statistics: [
        { key: 'projectsCompleted', value: 40 },
        { key: 'onTimeDelivery', value: 100 },
      ],
    });
  });

  it.each([
    ['projectsCompleted', '12a', m.projectsCompletedInvalid],
    ['projectsCompleted', '99999999999', m.projectsCompletedTooLarge],
    ['satisfiedClients', '0', m.satisfiedClientsRange],
    ['onTimeDelivery', '101', m.onTimeDeliveryRange],
  ])('reports %s = %j at its own key', (key, value, message) => {
    expectError(
      serviceFormFields,
      { ...form, statistics: { ...form.statistics, [key]: value } },
      `statistics.${key}`,
      message,
    );
  });

  it('checks the other fields with the create rules', () => {
    expect(
      errorsOf(serviceFormFields, { ...form, name: 'ab', features: [{ title: 'x' }] }),
    ).toEqual({ name: [m.nameTooShort], 'features.0.title': [m.featureTitleTooShort] });
    expectFieldError(
      serviceFormFields,
      form,
      { hero_image: oversizedFile(MAX_IMAGE_BYTES) },
      m.heroImageSize,
    );
  });
});

describe('serviceUploadImagesInput', () => {
  it('takes 1 to 10 images from the repeated images field', () => {
    const files = [makeFile('a.png'), makeFile('b.png')];
    expect(
      parseOk(serviceUploadImagesInput, formData(files.map((file) => ['images', file]))).images,
    ).toEqual(files);
    const pdf = oversizedFile(MAX_IMAGE_BYTES, 'doc.pdf', 'application/pdf');
    expectRefusals(serviceUploadImagesInput, [
      [formData([]), 'images', galleryMessages.imagesRequired],
      [{ images: [pdf] }, 'images.0', galleryMessages.fileTooLarge('doc.pdf')],
    ]);
  });
});

describe('dashboard input helpers', () => {
  it('digitsOnly keeps digits', () => {
    expect(digitsOnly('1,2a3 ')).toBe('123');
  });

  it('capPercentage keeps digits and caps at 100', () => {
    expect(capPercentage('98%')).toBe('98');
    expect(capPercentage('150')).toBe('100');
    expect(capPercentage('100')).toBe('100');
    expect(capPercentage('abc')).toBe('');
    expect(capPercentage('0')).toBe('0');
  });
});
