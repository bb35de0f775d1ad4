/** Tests of the redirect rules shared by slug changes, staff entries and the CSV import. */
import { describe, expect, it } from 'vitest';

import {
  checkRedirectEntry,
  leadsBackTo,
  normaliseFromPath,
  normaliseTarget,
  redirectCreateInput,
  redirectMessages as m,
} from './redirect';
import { parseOk } from './test-helpers';

describe('normaliseFromPath', () => {
  it('decodes, lower-cases, and drops the trailing slash, the query string and the fragment', () => {
    expect(normaliseFromPath('/Services/Old-Name/?utm=x#top')).toBe('/services/old-name');
    expect(normaliseFromPath('  /about.HTML  ')).toBe('/about.html');
    expect(normaliseFromPath('/Caf%C3%A9//')).toBe('/café');
    expect(normaliseFromPath('/100%/')).toBe('/100%');
  });

  it('keeps the root as "/"', () => {
    expect(normaliseFromPath('/')).toBe('/');
    expect(normaliseFromPath('/?a=1')).toBe('/');
  });
});

describe('normaliseTarget', () => {
  it('keeps an absolute URL as written, and a site path normalised with its query', () => {
    expect(normaliseTarget('https://Example.com/A/?q=1')).toBe('https://Example.com/A/?q=1');
    expect(normaliseTarget('/services/New/?ref=Old#top')).toBe('/services/new?ref=Old');
    expect(normaliseTarget('/about-us?')).toBe('/about-us');
  });
});

describe('checkRedirectEntry', () => {
  it('accepts a site path or an absolute URL, and a 410 without a target', () => {
    expect(checkRedirectEntry({ from: '/old', to: '/new', status: 301 })).toEqual([]);
    expect(checkRedirectEntry({ from: '/old', to: 'https://example.com/', status: 302 })).toEqual(
      [],
    );
    expect(checkRedirectEntry({ from: '/gone', to: null, status: 410 })).toEqual([]);
    expect(checkRedirectEntry({ from: '/gone', to: ' ', status: 410 })).toEqual([]);
  });

  it('names the field of each mistake', () => {
    const cases = [
      [{ from: '', to: '/new', status: 301 }, 'from', m.fromRequired],
      [{ from: 'old', to: '/new', status: 301 }, 'from', m.fromNotAPath],
      [{ from: '//evil.example/x', to: '/new', status: 301 }, 'from', m.fromNotAPath],
      [{ from: `/${'x'.repeat(500)}`, to: '/new', status: 301 }, 'from', m.fromTooLong],
      [{ from: '/?page=2', to: '/new', status: 301 }, 'from', m.fromHome],
      [{ from: '/Dashboard/services', to: '/new', status: 301 }, 'from', m.fromReserved],
      [{ from: '/api/v1/x', to: '/new', status: 301 }, 'from', m.fromReserved],
      [{ from: '/old', to: 'javascript:alert(1)', status: 301 }, 'to', m.toInvalid],
      [{ from: '/old', to: '//evil.example/', status: 301 }, 'to', m.toInvalid],
      [{ from: '/old', to: null, status: 302 }, 'to', m.toRequired],
      [{ from: '/old', to: `/${'x'.repeat(2000)}`, status: 301 }, 'to', m.toTooLong],
      [{ from: '/Old/', to: '/old?x=1', status: 301 }, 'to', m.toItself],
      [{ from: '/old', to: '/new', status: 307 }, 'status', m.invalidStatus],
      [{ from: '/gone', to: '/new', status: 410 }, 'to', m.goneHasNoTarget],
    ] as const;
    for (const [entry, field, message] of cases) {
      expect(checkRedirectEntry(entry), JSON.stringify(entry)).toEqual([{ field, message }]);
    }
  });

  it('refuses control characters in from and to, written or percent-encoded', () => {
    const cases = [
      [{ from: '/old\r\nx', to: '/new', status: 301 }, 'from', m.fromControlCharacter],
      [{ from: '/old%0D%0Ax', to: '/new', status: 301 }, 'from', m.fromControlCharacter],
      [{ from: '/old%00', to: '/new', status: 301 }, 'from', m.fromControlCharacter],
      [{ from: '/old\tpage', to: null, status: 410 }, 'from', m.fromControlCharacter],
      [{ from: '/old', to: '/new\r\nSet-Cookie: a=1', status: 301 }, 'to', m.toControlCharacter],
      [{ from: '/old', to: '/new%0d%0aSet-Cookie:a=1', status: 301 }, 'to', m.toControlCharacter],
      [{ from: '/old', to: '/new\u0085', status: 302 }, 'to', m.toControlCharacter],
      [{ from: '/old', to: '/new?a=1\nb', status: 301 }, 'to', m.toControlCharacter],
      // The URL parser would drop these silently: the address is checked as written.
      [{ from: '/old', to: 'https://example.com/a\r\nb', status: 301 }, 'to', m.toControlCharacter],
      [{ from: '/old', to: 'https://exam\tple.com/', status: 301 }, 'to', m.toControlCharacter],
    ] as const;
    for (const [entry, field, message] of cases) {
      expect(checkRedirectEntry(entry), JSON.stringify(entry)).toEqual([{ field, message }]);
    }
  });

  it('accepts any other character, and refuses a backslash browsers read as another host', () => {
    expect(checkRedirectEntry({ from: '/ancien-café', to: '/中文/页面', status: 301 })).toEqual([]);
    expect(
      checkRedirectEntry({ from: '/old', to: 'https://bücher.example/straße', status: 302 }),
    ).toEqual([]);
    for (const to of ['/\\evil.example/', '/%5Cevil.example/']) {
      expect(checkRedirectEntry({ from: '/old', to, status: 301 }), to).toEqual([
        { field: 'to', message: m.toInvalid },
      ]);
    }
  });

  it('refuses the site’s fixed pages and the addresses served before redirects as from', () => {
    const cases = [
      ['/', m.fromHome],
      ['/about-us', m.fromSitePage],
      ['/Contact-Us/', m.fromSitePage],
      ['/contact-us?ref=mail', m.fromSitePage],
      ['/our-projects', m.fromSitePage],
      ['/our-projects/all/2', m.fromSitePage],
      ['/our-projects/service/roofing/2', m.fromSitePage],
      ['/sitemap.xml', m.fromSitePage],
      ['/robots.txt', m.fromSitePage],
      ['/dashboard', m.fromReserved],
      ['/login', m.fromReserved],
      ['/reset-password', m.fromReserved],
      ['/set-password', m.fromReserved],
      ['/api/v1/services', m.fromReserved],
      ['/uploads/a.webp', m.fromReserved],
      ['/fonts/inter.woff2', m.fromReserved],
    ] as const;
    for (const [from, message] of cases) {
      expect(checkRedirectEntry({ from, to: '/new', status: 301 }), from).toEqual([
        { field: 'from', message },
      ]);
    }
    // Below a page that has none under it, an old site's address may still be redirected.
    expect(
      checkRedirectEntry({ from: '/about-us/team.html', to: '/about-us', status: 301 }),
    ).toEqual([]);
    expect(checkRedirectEntry({ from: '/contact', to: '/contact-us', status: 301 })).toEqual([]);
  });
});

describe('redirectCreateInput', () => {
  it('takes a form’s text status and stores the normalised entry', () => {
    expect(
      parseOk(redirectCreateInput, { from: ' /Old/Page/?a=1 ', to: '/New/', status: '302' }),
    ).toEqual({ from: '/old/page', to: '/new', status: 302 });
    expect(parseOk(redirectCreateInput, { from: '/gone', to: '', status: 410 })).toEqual({
      from: '/gone',
      to: null,
      status: 410,
    });
  });
});

describe('leadsBackTo', () => {
  const entries = (list: [string, string | null][]) =>
    new Map(list.map(([from, to]) => [from, { to }]));

  it('follows site paths, in any case or trailing slash, back to the start', () => {
    const circle = entries([
      ['/a', '/b'],
      ['/b', '/C/'],
      ['/c', '/a?x=1'],
    ]);
    expect(leadsBackTo(circle, '/a')).toBe(true);
    expect(leadsBackTo(circle, '/c')).toBe(true);
  });

  it('stops at an absolute URL, a 410, a path without a redirect, or a circle elsewhere', () => {
    expect(
      leadsBackTo(
        entries([
          ['/a', '/b'],
          ['/b', 'https://example.com/a'],
        ]),
        '/a',
      ),
    ).toBe(false);
    expect(
      leadsBackTo(
        entries([
          ['/a', '/b'],
          ['/b', null],
        ]),
        '/a',
      ),
    ).toBe(false);
    expect(leadsBackTo(entries([['/a', '/b']]), '/a')).toBe(false);
    expect(
      leadsBackTo(
        entries([
          ['/a', '/b'],
          ['/b', '/c'],
          ['/c', '/b'],
        ]),
        '/a',
      ),
    ).toBe(false);
  });
});
