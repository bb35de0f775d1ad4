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
});
