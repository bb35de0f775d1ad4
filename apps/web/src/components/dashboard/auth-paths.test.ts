import { describe, expect, it } from 'vitest';

import { DASHBOARD_PATH, safeCallbackUrl } from './auth-paths';

const ORIGIN = 'https://kasar.example';

describe('safeCallbackUrl follows only same-origin paths under /dashboard', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/dashboard/', '/dashboard/'],
    ['/dashboard/services', '/dashboard/services'],
    ['/dashboard/services?page=2&status=active', '/dashboard/services?page=2&status=active'],
    ['/dashboard/banners/all#top', '/dashboard/banners/all#top'],
    ['/dashboard?tab=1', '/dashboard?tab=1'],
    [`${ORIGIN}/dashboard/projects`, '/dashboard/projects'],
  ])('keeps %s', (input, expected) => {
    expect(safeCallbackUrl(input, ORIGIN)).toBe(expected);
  });

  it.each([
    // A tab, newline or carriage return is dropped by the URL parser: '/\t/x' becomes '//x'.
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example/dashboard',
    '\t//evil.example',
    ' //evil.example',
    // Backslashes count as slashes in http(s) URLs.
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example/dashboard',
    '//evil.example',
    '//evil.example/dashboard',
    '///evil.example',
    'https://evil.example/dashboard',
    'http://kasar.example/dashboard',
    'https://kasar.example.evil.example/dashboard',
    'https://kasar.example@evil.example/dashboard',
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)//dashboard',
    'data:text/html,<script>alert(1)</script>',
    // Encoded slashes and dots stay path text or resolve away from /dashboard.
    '/%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '/dashboard/../evil',
    '/dashboard/%2e%2e/evil',
    '/dashboard/%2E%2E/%2E%2E/evil',
    '/dashboard%2F..%2Fevil',
    '/dashboardevil',
    '/dashboard-old',
    '/',
    '/login',
    '/our-projects',
    '',
    '   ',
  ])('refuses %j', (input) => {
    expect(safeCallbackUrl(input, ORIGIN)).toBe(DASHBOARD_PATH);
  });

  it('refuses an absolute URL when the site’s origin is not known', () => {
    expect(safeCallbackUrl(`${ORIGIN}/dashboard/projects`)).toBe(DASHBOARD_PATH);
    expect(safeCallbackUrl('/dashboard/projects')).toBe('/dashboard/projects');
  });

  it('takes the first of repeated parameters and falls back when there is none', () => {
    expect(safeCallbackUrl(['/dashboard/contacts', '//evil.example'], ORIGIN)).toBe(
      '/dashboard/contacts',
    );
    expect(safeCallbackUrl(['//evil.example', '/dashboard/contacts'], ORIGIN)).toBe(DASHBOARD_PATH);
    expect(safeCallbackUrl(undefined, ORIGIN)).toBe(DASHBOARD_PATH);
    expect(safeCallbackUrl(null, ORIGIN)).toBe(DASHBOARD_PATH);
    expect(safeCallbackUrl([], ORIGIN)).toBe(DASHBOARD_PATH);
  });

  it('returns a path without characters a browser would reinterpret', () => {
    const kept = safeCallbackUrl('/dashboard/services?q=a b\t"<x>', ORIGIN);
    expect(kept.startsWith('/dashboard/services?')).toBe(true);
    expect(kept).not.toMatch(/[\s"<>\\]/);
  });
});
