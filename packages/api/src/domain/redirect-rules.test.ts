// The redirect rules shared by slug changes, staff entries and the CSV import.
import { describe, expect, it } from 'vitest';

import {
  applyPathMove,
  checkRedirectEntry,
  findLoop,
  normaliseFromPath,
  normaliseTarget,
} from './redirect-rules';

describe('normaliseFromPath', () => {
  it('lower-cases the path, drops the trailing slash, the query string and the fragment', () => {
    expect(normaliseFromPath('/Services/Old-Name/?utm=x#top')).toBe('/services/old-name');
    expect(normaliseFromPath('  /about.HTML  ')).toBe('/about.html');
  });

  it('keeps the root as "/"', () => {
    expect(normaliseFromPath('/')).toBe('/');
    expect(normaliseFromPath('/?a=1')).toBe('/');
  });
});

describe('normaliseTarget', () => {
  it('keeps an absolute URL unchanged and a site path with its query but no trailing slash', () => {
    expect(normaliseTarget('https://Example.com/A/?q=1')).toBe('https://Example.com/A/?q=1');
    expect(normaliseTarget('/services/New/?ref=old')).toBe('/services/New?ref=old');
  });
});

describe('checkRedirectEntry', () => {
  it('accepts a site path or an absolute URL, and a 410 without a target', () => {
    expect(checkRedirectEntry({ from: '/old', to: '/new', status: 301 })).toEqual([]);
    expect(checkRedirectEntry({ from: '/old', to: 'https://example.com/', status: 302 })).toEqual(
      [],
    );
    expect(checkRedirectEntry({ from: '/gone', to: null, status: 410 })).toEqual([]);
  });

  it('names the field of each mistake', () => {
    expect(checkRedirectEntry({ from: 'old', to: '/new', status: 301 })).toEqual([
      { field: 'from', message: 'Enter a path on this site, starting with /.' },
    ]);
    expect(
      checkRedirectEntry({ from: '//evil.example/x', to: '/new', status: 301 })[0]?.field,
    ).toBe('from');
    expect(checkRedirectEntry({ from: '/old', to: 'javascript:alert(1)', status: 301 })).toEqual([
      { field: 'to', message: 'Enter a path starting with / or a full http(s) address.' },
    ]);
    expect(checkRedirectEntry({ from: '/old', to: '/new', status: 307 })).toEqual([
      { field: 'status', message: 'Choose 301, 302 or 410.' },
    ]);
    expect(checkRedirectEntry({ from: '/gone', to: '/new', status: 410 })[0]?.field).toBe('to');
    expect(checkRedirectEntry({ from: '/', to: '/new', status: 301 })[0]?.field).toBe('from');
  });

  it('refuses a redirect to itself, whatever the case or trailing slash', () => {
    expect(checkRedirectEntry({ from: '/Old/', to: '/old', status: 301 })).toEqual([
      { field: 'to', message: 'A redirect cannot point to itself.' },
    ]);
  });
});

describe('applyPathMove', () => {
  it('adds old -> new as a 301', () => {
    expect(applyPathMove([], '/services/a', '/services/b')).toEqual([
      { from: '/services/a', to: '/services/b', status: 301 },
    ]);
  });

  it('collapses chains: A -> B then B -> C makes A -> C', () => {
    const afterFirst = applyPathMove([], '/services/a', '/services/b');
    expect(applyPathMove(afterFirst, '/services/b', '/services/c')).toEqual([
      { from: '/services/a', to: '/services/c', status: 301 },
      { from: '/services/b', to: '/services/c', status: 301 },
    ]);
  });

  it('never leaves a self-pointing redirect: A -> B then B -> A keeps only B -> A', () => {
    const afterFirst = applyPathMove([], '/services/a', '/services/b');
    expect(applyPathMove(afterFirst, '/services/b', '/services/a')).toEqual([
      { from: '/services/b', to: '/services/a', status: 301 },
    ]);
  });

  it('changes nothing when only the case or trailing slash differs', () => {
    expect(applyPathMove([], '/services/a', '/services/A/')).toEqual([]);
  });
});

describe('findLoop', () => {
  it('finds a loop through several site paths and ignores absolute URLs and 410s', () => {
    expect(
      findLoop([
        { from: '/a', to: '/b', status: 301 },
        { from: '/b', to: '/C/', status: 302 },
        { from: '/c', to: '/a', status: 301 },
      ]),
    ).toBe('/a');
    expect(
      findLoop([
        { from: '/a', to: '/b', status: 301 },
        { from: '/b', to: 'https://example.com/a', status: 301 },
        { from: '/gone', to: null, status: 410 },
      ]),
    ).toBeNull();
  });
});
