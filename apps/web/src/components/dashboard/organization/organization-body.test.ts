import { organizationUpdateInput } from '@kasar/validators';
import { describe, expect, it } from 'vitest';

import { organizationBody } from './organization-body';

describe('organizationBody', () => {
  it('sends a new logo, and no removal beside it', () => {
    const logo = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    const body = organizationBody({ email: 'studio@example.com', logo, remove_logo: true });
    expect(body.get('logo')).toBe(logo);
    expect(body.has('remove_logo')).toBe(false);
    expect(body.get('email')).toBe('studio@example.com');
  });

  it('asks for the stored logo to be removed in the form the server reads', () => {
    const body = organizationBody({ remove_logo: true });
    expect(body.get('remove_logo')).toBe('1');
    expect(organizationUpdateInput.parse(body)).toMatchObject({ remove_logo: true });
    expect(organizationBody({ remove_logo: false }).has('remove_logo')).toBe(false);
  });

  it("sends the pages' search appearance: texts always, a social image or its removal", () => {
    const social = new File(['png'], 'home.png', { type: 'image/png' });
    const body = organizationBody({
      home_seo_title: 'Builders in Pune',
      home_seo_image: social,
      remove_home_seo_image: true,
      remove_about_us_seo_image: true,
    });
    expect(body.get('home_seo_title')).toBe('Builders in Pune');
    expect(body.get('contact_us_seo_description')).toBe('');
    expect(body.get('home_seo_image')).toBe(social);
    expect(body.has('remove_home_seo_image')).toBe(false);
    expect(organizationUpdateInput.parse(body)).toMatchObject({
      home_seo_title: 'Builders in Pune',
      contact_us_seo_description: null,
      remove_about_us_seo_image: true,
    });
  });
});
