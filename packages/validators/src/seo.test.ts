import { describe, expect, it } from 'vitest';

import { organizationUpdateInput } from './organization';
import { SEO_LIMITS, seoMessages } from './seo';
import { serviceUpdateFields } from './service';

const service = {
  id: 'svc_1',
  name: 'Residential Construction',
  headline: 'Homes built to last generations',
  description: 'We design and build family homes with care and precision.',
  features: [{ title: 'Design' }],
};

describe('search appearance fields', () => {
  it('trim the texts, turn empty ones into null (clear) and leave absent ones out (keep)', () => {
    const parsed = serviceUpdateFields.parse({
      ...service,
      seo_title: '  Homes in Pune  ',
      seo_description: '',
      noindex: '1',
    });
    expect(parsed).toMatchObject({ seo_title: 'Homes in Pune', seo_description: null });
    expect(parsed.noindex).toBe(true);
    const absent = serviceUpdateFields.parse(service);
    expect(absent.seo_title).toBeUndefined();
    expect(absent.noindex).toBeUndefined();
  });

  it('take the hard maximum and refuse one character more with the field message', () => {
    const title = 'a'.repeat(SEO_LIMITS.title.max);
    expect(serviceUpdateFields.parse({ ...service, seo_title: title }).seo_title).toBe(title);
    const tooLong = serviceUpdateFields.safeParse({ ...service, seo_title: `${title}a` });
    expect(tooLong.error?.issues[0]).toMatchObject({
      path: ['seo_title'],
      message: seoMessages.titleTooLong,
    });
    const description = organizationUpdateInput.safeParse({
      contact_us_seo_description: 'd'.repeat(SEO_LIMITS.description.max + 1),
    });
    expect(description.error?.issues[0]).toMatchObject({
      path: ['contact_us_seo_description'],
      message: seoMessages.descriptionTooLong,
    });
  });
});
