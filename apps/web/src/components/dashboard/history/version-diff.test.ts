import { describe, expect, it } from 'vitest';

import { changedFieldsText, compareVersion, fieldLabel } from './version-diff';

const version = {
  id: 's1',
  name: 'Residential Construction',
  headline: 'Homes built to last',
  hero_image: '/uploads/services/old.png',
  hero_image_alt: null,
  features: [
    { title: 'Design', description: 'Custom plans' },
    { title: 'Build', description: null },
  ],
  services: ['Permits'],
  updated_at: '2026-11-26T10:00:00.000Z',
};

const current = {
  ...version,
  headline: 'Homes built for generations',
  hero_image: '/uploads/services/new.png',
  features: [{ title: 'Design', description: 'Custom plans' }],
  is_enabled: false,
  position: 3,
  updated_at: '2026-11-26T11:00:00.000Z',
};

describe('compareVersion', () => {
  it('lists the changed fields first, then the others, without ids, dates or non-content fields', () => {
    const rows = compareVersion(version, current);
    expect(rows.map((row) => [row.field, row.changed])).toEqual([
      ['headline', true],
      ['hero_image', true],
      ['features', true],
      ['name', false],
      ['hero_image_alt', false],
      ['services', false],
    ]);
  });

  it('shows images as images, lists item by item and empty values as no lines', () => {
    const rows = Object.fromEntries(
      compareVersion(version, current).map((row) => [row.field, row]),
    );
    expect(rows.hero_image).toMatchObject({
      kind: 'image',
      label: 'Hero image',
      version: ['/uploads/services/old.png'],
      current: ['/uploads/services/new.png'],
    });
    expect(rows.features).toMatchObject({
      kind: 'list',
      version: ['Design — Custom plans', 'Build'],
      current: ['Design — Custom plans'],
    });
    expect(rows.hero_image_alt).toMatchObject({ kind: 'text', version: [], current: [] });
  });

  it('finds no change between a version and the same record', () => {
    expect(compareVersion(version, version).some((row) => row.changed)).toBe(false);
  });
});

describe('labels', () => {
  it('names wire fields for people', () => {
    expect(fieldLabel('founder_img_alt')).toBe('Founder img alt');
    expect(changedFieldsText(['headline', 'hero_image'])).toBe('Headline, Hero image');
    expect(changedFieldsText([])).toBe('No content change');
    expect(fieldLabel('home_seo_title')).toBe('Home SEO title');
    expect(fieldLabel('seo_description')).toBe('SEO description');
  });

  it('shows the social images as images', () => {
    const rows = compareVersion(
      { seo_image: '/uploads/services/a.png', home_seo_image: null },
      { seo_image: '/uploads/services/b.png', home_seo_image: '/uploads/organization/c.png' },
    );
    expect(rows.map((row) => [row.field, row.kind, row.changed])).toEqual([
      ['seo_image', 'image', true],
      ['home_seo_image', 'image', true],
    ]);
  });
});
