import { describe, expect, it } from 'vitest';

import { exitPreviewUrlFor, previewUrlFor, publicPreviewPath } from './preview-paths';

describe('publicPreviewPath', () => {
  it("takes the site's public pages", () => {
    for (const path of [
      '/',
      '/our-projects',
      '/about-us',
      '/contact-us',
      '/services/interior-fit-out',
    ]) {
      expect(publicPreviewPath(path)).toBe(path);
    }
    expect(publicPreviewPath('/services/abc?x=1#top')).toBe('/services/abc');
  });

  it('refuses other hosts, staff and API paths, and paths that leave through ..', () => {
    for (const value of [
      null,
      '',
      'https://evil.example/',
      '//evil.example/services/a',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      '/dashboard',
      '/api/preview',
      '/login',
      '/services/a/../../dashboard',
      '/services/A_B',
      '/services/',
    ]) {
      expect(publicPreviewPath(value)).toBeNull();
    }
  });

  it('builds the enter and exit links', () => {
    expect(previewUrlFor('/services/a')).toBe('/api/preview?path=%2Fservices%2Fa');
    expect(exitPreviewUrlFor('/')).toBe('/api/preview/exit?path=%2F');
  });
});
