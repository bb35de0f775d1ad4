import { describe, expect, it } from 'vitest';

import { pagedAddress } from './paged-address';

const at = (address: string) => pagedAddress(new URL(address, 'http://localhost'));

describe('paged public addresses', () => {
  it('rewrites a portfolio page and a filter to the static route of that page', () => {
    expect(at('/our-projects?page=2')).toEqual({ rewrite: '/our-projects/all/2' });
    expect(at('/our-projects?service=residential-construction')).toEqual({
      rewrite: '/our-projects/service/residential-construction/1',
    });
    expect(at('/our-projects?page=3&service=offices')).toEqual({
      rewrite: '/our-projects/service/offices/3',
    });
  });

  it('redirects page 1, a page that is not a whole number from 1 and an empty filter to the canonical address', () => {
    expect(at('/our-projects?page=1')).toEqual({ redirect: '/our-projects' });
    for (const page of ['0', '-2', 'two', '1.5', '', '1234567']) {
      expect(at(`/our-projects?page=${page}`)).toEqual({ redirect: '/our-projects' });
      expect(at(`/our-projects?service=offices&page=${page}`)).toEqual({
        redirect: '/our-projects?service=offices',
      });
      expect(at(`/services/offices?page=${page}`)).toEqual({ redirect: '/services/offices' });
    }
    expect(at('/our-projects?service=&page=4')).toEqual({ redirect: '/our-projects?page=4' });
    expect(at('/services/offices?page=1')).toEqual({ redirect: '/services/offices' });
  });

  it("rewrites a service page's gallery page, and leaves every other address as it is", () => {
    expect(at('/services/offices?page=5')).toEqual({ rewrite: '/services/offices/gallery/5' });
    expect(at('/our-projects')).toBeNull();
    expect(at('/our-projects?utm_source=mail')).toBeNull();
    expect(at('/services/offices')).toBeNull();
    expect(at('/about-us?page=2')).toBeNull();
  });
});
