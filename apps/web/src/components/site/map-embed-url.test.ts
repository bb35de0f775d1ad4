import { describe, expect, it } from 'vitest';

import { DEFAULT_MAP_QUERY } from './content';
import { mapEmbedUrl } from './map-embed-url';

const defaultMap = `https://maps.google.com/maps?q=${encodeURIComponent(DEFAULT_MAP_QUERY)}&output=embed`;

describe('the embedded map', () => {
  it('embeds a Google Maps embed link as it is', () => {
    const link = 'https://www.google.com/maps/embed?pb=!1m18!1m12';
    expect(mapEmbedUrl(link)).toBe(link);
    const output = 'https://maps.google.com/maps?q=Pune&output=embed';
    expect(mapEmbedUrl(output)).toBe(output);
  });

  it('turns a Google Maps search or place link into an embed', () => {
    expect(mapEmbedUrl('https://www.google.com/maps/search/?api=1&query=Baner%20Pune')).toBe(
      'https://maps.google.com/maps?q=Baner%20Pune&output=embed',
    );
    expect(mapEmbedUrl('https://www.google.com/maps/place/Baner+Road,+Pune/@18.5,73.7')).toBe(
      'https://maps.google.com/maps?q=Baner%20Road%2C%20Pune&output=embed',
    );
  });

  it('never embeds another site, whatever its path says', () => {
    for (const link of [
      'https://evil.example/maps/embed?q=x',
      'https://evil.example/embed',
      'http://www.google.com/maps/embed?pb=1',
      'https://www.google.com.evil.example/maps/embed',
      'https://user@www.google.com/maps/embed',
      'javascript:alert(1)//embed',
      'not a url',
    ]) {
      expect(mapEmbedUrl(link), link).toBe(defaultMap);
    }
  });
});
