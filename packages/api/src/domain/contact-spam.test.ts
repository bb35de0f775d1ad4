import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { contactInput } from '../../test/fixtures';
import { createHarness, type Harness } from '../../test/harness';
import {
  checkFormToken,
  contentSpamReason,
  countLinks,
  honeypotFilled,
  issueFormToken,
  MIN_FILL_MS,
} from './contact-spam';

describe('content rules', () => {
  it('counts http(s) and www links', () => {
    expect(countLinks('see https://a.example/x and http://b.example, www.c.example')).toBe(3);
    expect(countLinks('our plot: maps.example/123 near the school')).toBe(0);
  });

  it('lets two links through and catches a third', () => {
    const two = { subject: 'Plot', message: 'https://a.example and https://b.example' };
    expect(contentSpamReason(two)).toBeNull();
    expect(contentSpamReason({ ...two, subject: 'www.c.example' })).toBe('links');
  });

  it.each([
    'Cheap [url=http://x.example]pills[/url]',
    'Click <a href="http://x.example">here</a>',
    'We offer SEO services for your website',
    'Get quality backlinks fast',
    'Invest in bitcoin today',
    'Best online casino bonuses',
  ])('catches a known spam phrase: %s', (message) => {
    expect(contentSpamReason({ subject: 'Hello', message })).toBe('pattern');
  });

  it.each([
    'We need a casing for the well and a new compound wall.',
    'Please quote for a 3 BHK house; our architect will send the drawings.',
    'Could you renovate the poker-faced facade of our 1960s office?',
  ])('leaves a genuine inquiry alone: %s', (message) => {
    expect(contentSpamReason({ subject: 'Quote request', message })).toBeNull();
  });

  it('treats any non-blank honeypot value as filled', () => {
    expect(honeypotFilled(undefined)).toBe(false);
    expect(honeypotFilled(null)).toBe(false);
    expect(honeypotFilled('  ')).toBe(false);
    expect(honeypotFilled('x')).toBe(true);
    expect(honeypotFilled(0)).toBe(true);
  });
});

describe('form tokens and how a submission is judged', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  it('checks its own signature and refuses a changed time, nonce or signature', async () => {
    const token = await issueFormToken(h.database.db, new Date(1_700_000_000_000));
    expect(await checkFormToken(h.database.db, token)).toMatchObject({
      valid: true,
      issuedAt: new Date(1_700_000_000_000),
    });
    const [issued = '', nonce = '', mac = ''] = token.split('.');
    const forged = [
      `${Number(issued) - 60_000}.${nonce}.${mac}`,
      `${issued}.${nonce.slice(1)}A.${mac}`,
      `${issued}.${nonce}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`,
      'not a token',
      42,
    ];
    for (const value of forged) {
      expect(await checkFormToken(h.database.db, value)).toEqual({ valid: false });
    }
  });

  it('signs with a key of its own database: another database refuses the token', async () => {
    const other = await createHarness();
    try {
      const token = await issueFormToken(other.database.db, new Date());
      expect(await checkFormToken(h.database.db, token)).toEqual({ valid: false });
    } finally {
      await other.close();
    }
  });

  it('judges what the form sends: honeypot, token, fill time and reuse', async () => {
    const visitor = await h.anonymous({ channel: 'web', clientAddress: '192.0.2.77' });
    const api = await h.anonymous({ channel: 'rest', clientAddress: '192.0.2.78' });
    const start = new Date(Date.now() - 60 * 60 * 1000);
    h.clock.now = start;
    const { token } = await visitor.public.contactFormToken();
    const at = (ms: number) => {
      h.clock.now = new Date(start.getTime() + ms);
    };
    const judged = async (id: string) => {
      const row = await h.database.db.contactSubmission.findUniqueOrThrow({ where: { id } });
      return [row.status, row.spamReason];
    };

    at(MIN_FILL_MS - 1);
    const early = await visitor.public.submitContact({ ...contactInput(), form_token: token });
    expect(await judged(early.id)).toEqual(['SPAM', 'too-fast']);
    // The token was spent by that submission, even though it came too soon.
    at(MIN_FILL_MS + 5_000);
    const replayed = await visitor.public.submitContact({ ...contactInput(), form_token: token });
    expect(await judged(replayed.id)).toEqual(['SPAM', 'reused-token']);

    h.clock.now = start;
    const fresh = (await visitor.public.contactFormToken()).token;
    at(MIN_FILL_MS);
    const onTime = await visitor.public.submitContact({ ...contactInput(), form_token: fresh });
    expect(await judged(onTime.id)).toEqual(['NEW', null]);

    const [issued = '', nonce = '', mac = ''] = fresh.split('.');
    const backdated = `${Number(issued) - 60_000}.${nonce}x.${mac}`;
    const forged = await visitor.public.submitContact({ ...contactInput(), form_token: backdated });
    expect(await judged(forged.id)).toEqual(['SPAM', 'bad-token']);

    const untokened = await visitor.public.submitContact(contactInput());
    expect(await judged(untokened.id)).toEqual(['SPAM', 'no-token']);
    // API clients may leave the token out; their content is still judged.
    const fromApi = await api.public.submitContact(contactInput());
    expect(await judged(fromApi.id)).toEqual(['NEW', null]);
    const linky = await api.public.submitContact(
      contactInput({ message: 'https://a.example https://b.example https://c.example' }),
    );
    expect(await judged(linky.id)).toEqual(['SPAM', 'links']);
    const trapped = await api.public.submitContact({ ...contactInput(), website: 'spam' });
    expect(await judged(trapped.id)).toEqual(['SPAM', 'honeypot']);
    h.resetClock();
  });
});
