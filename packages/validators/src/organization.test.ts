/** Tests of the organization settings schema: field rules and clear/unchanged semantics. */
import { describe, expect, it } from 'vitest';

import { MAX_LOGO_BYTES } from './limits';
import { isWhatsAppLink, organizationMessages, organizationUpdateInput } from './organization';
import { formData, makeFile, oversizedFile } from './test-files';
import { errorsOf, expectError, parseOk } from './test-helpers';

const m = organizationMessages;

describe('organizationUpdateInput', () => {
  it('accepts a full multipart update with a logo', () => {
    const logo = makeFile('logo.svg', 'image/svg+xml');
    const texts = {
      email: 'info@kasar.example',
      mobile: '+919876543210',
      address: '12 MG Road, Pune',
      map_link: 'https://maps.google.com/?q=Pune',
      facebook_link: 'https://facebook.com/kasar',
      twitter_link: 'https://twitter.com/kasar',
      instagram_link: 'https://instagram.com/kasar',
      linkedin_link: 'https://linkedin.com/company/kasar',
      youtube_link: 'https://youtube.com/@kasar',
      whatsapp_link: 'https://wa.me/919876543210',
    };
    const form = formData([...Object.entries(texts), ['logo', logo], ['remove_logo', '0']]);
    expect(parseOk(organizationUpdateInput, form)).toEqual({
      ...texts,
      logo,
      remove_logo: false,
    });
  });

  it('leaves absent fields out (unchanged) and turns empty ones into null (clear)', () => {
    const data = parseOk(
      organizationUpdateInput,
      formData([
        ['email', ''],
        ['twitter_link', '  '],
        ['logo', new File([], '')],
      ]),
    );
    expect(data).toStrictEqual({ email: null, twitter_link: null });
    expect(parseOk(organizationUpdateInput, {})).toStrictEqual({});
    expect(parseOk(organizationUpdateInput, { remove_logo: true, mobile: null })).toStrictEqual({
      remove_logo: true,
      mobile: null,
    });
  });

  it.each([
    ['email', 'info-at-kasar', m.emailInvalid],
    ['email', `${'a'.repeat(250)}@example.com`, m.emailTooLong],
    ['mobile', '1'.repeat(21), m.mobileTooLong],
    ['address', 'a'.repeat(1001), m.addressTooLong],
    ['map_link', 'Pune, India', m.mapLinkInvalid],
    ['map_link', `https://maps.google.com/?q=${'a'.repeat(2000)}`, m.mapLinkTooLong],
    ['facebook_link', 'facebook.com/kasar', m.facebookInvalid],
    ['facebook_link', `https://facebook.com/${'a'.repeat(240)}`, m.facebookTooLong],
    ['twitter_link', 'javascript:alert(1)', m.twitterInvalid],
    ['twitter_link', `https://twitter.com/${'a'.repeat(240)}`, m.twitterTooLong],
    ['instagram_link', 'not a url', m.instagramInvalid],
    ['instagram_link', `https://instagram.com/${'a'.repeat(240)}`, m.instagramTooLong],
    ['linkedin_link', 'linkedin', m.linkedinInvalid],
    ['linkedin_link', `https://linkedin.com/${'a'.repeat(240)}`, m.linkedinTooLong],
    ['youtube_link', 'ftp://youtube.com/x', m.youtubeInvalid],
    ['youtube_link', `https://youtube.com/${'a'.repeat(240)}`, m.youtubeTooLong],
    ['whatsapp_link', '9876543210', m.whatsappInvalid],
    ['whatsapp_link', 'https://example.com/chat', m.whatsappInvalid],
    ['whatsapp_link', `https://wa.me/${'1'.repeat(250)}`, m.whatsappTooLong],
  ])('rejects %s = %j', (field, value, message) => {
    expectError(organizationUpdateInput, { [field]: value }, field, message);
  });

  it.each([
    ['email', 'a@b.co'],
    ['mobile', '1'.repeat(20)],
    ['address', 'a'.repeat(1000)],
    ['facebook_link', `https://facebook.com/${'a'.repeat(234)}`],
    ['whatsapp_link', '+15551234567'],
    ['whatsapp_link', 'https://api.whatsapp.com/send?phone=15551234567'],
  ])('accepts %s = %j', (field, value) => {
    expect(errorsOf(organizationUpdateInput, { [field]: value })).toEqual({});
  });

  it('checks the logo against its 5MB limit, whatever type it is declared as', () => {
    for (const type of ['image/jpeg', 'image/svg+xml', 'application/octet-stream', '']) {
      expect(
        errorsOf(organizationUpdateInput, { logo: makeFile('logo', type, MAX_LOGO_BYTES) }),
      ).toEqual({});
    }
    expectError(
      organizationUpdateInput,
      formData([['logo', oversizedFile(MAX_LOGO_BYTES, 'logo.png')]]),
      'logo',
      m.logoSize,
    );
  });
});

describe('isWhatsAppLink', () => {
  it('accepts wa.me and whatsapp.com links and plus-prefixed numbers', () => {
    expect(isWhatsAppLink('https://wa.me/15551234567')).toBe(true);
    expect(isWhatsAppLink('+1 555-123-4567')).toBe(true);
    expect(isWhatsAppLink('https://evil.example/wa.me')).toBe(false);
    expect(isWhatsAppLink('+12')).toBe(false);
  });
});
