// Tests for the password reset and invitation e-mail templates.
import { describe, expect, it } from 'vitest';

import { invitationMail, passwordResetMail } from './templates';

const resetUrl = 'http://localhost:3000/reset-password?token=abc&x=1';

describe('passwordResetMail', () => {
  it('has the subject, link, expiry and ignore note in both parts', () => {
    const mail = passwordResetMail({ name: 'Ada', resetUrl, expiresInMinutes: 60 });

    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.text).toContain(resetUrl);
    expect(mail.text).toContain('60 minutes');
    expect(mail.text).toContain('If you did not ask for this, you can ignore this e-mail.');

    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('role="presentation"');
    expect(mail.html).toContain('href="http://localhost:3000/reset-password?token=abc&amp;x=1"');
    expect(mail.html).toContain('>Reset password</a>');
    expect(mail.html).toContain('>http://localhost:3000/reset-password?token=abc&amp;x=1</a>');
    expect(mail.html).toContain('60 minutes');
    expect(mail.html).toContain('If you did not ask for this, you can ignore this e-mail.');
  });

  it('escapes HTML in the name', () => {
    const mail = passwordResetMail({
      name: '<script>alert("x")</script> & <b>Bob</b>',
      resetUrl,
      expiresInMinutes: 60,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain(
      'Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;Bob&lt;/b&gt;,',
    );
  });

  it('keeps the plain-text greeting on one line and handles an empty name', () => {
    expect(
      passwordResetMail({ name: 'Ada\r\nBcc: x', resetUrl, expiresInMinutes: 1 }).text,
    ).toMatch(/^Hello Ada Bcc: x,\n/);
    const anonymous = passwordResetMail({ name: '  ', resetUrl, expiresInMinutes: 1 });
    expect(anonymous.text).toMatch(/^Hello,\n/);
    expect(anonymous.text).toContain('1 minute ');
  });

  it('refuses a link that is not http(s)', () => {
    expect(() =>
      passwordResetMail({ name: 'Ada', resetUrl: 'javascript:alert(1)', expiresInMinutes: 60 }),
    ).toThrow(/http/);
  });
});

describe('invitationMail', () => {
  const acceptUrl = 'http://localhost:3000/set-password?token=abc';
  const invitation = (overrides: Partial<Parameters<typeof invitationMail>[0]> = {}) =>
    invitationMail({
      name: 'Asha',
      invitedBy: 'Site Admin',
      siteUrl: 'http://localhost:3000',
      acceptUrl,
      expiresInHours: 48,
      ...overrides,
    });

  it('says who invited whom, with the link and its expiry in both parts', () => {
    const mail = invitation();
    expect(mail.subject).toBe('You are invited to the dashboard');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Hello Asha,');
      expect(part).toContain('Site Admin invited you to manage the website http://localhost:3000');
      expect(part).toContain('This link expires in 48 hours and can be used once.');
    }
    expect(mail.text).toContain(acceptUrl);
    expect(mail.html).toContain(`href="${acceptUrl}"`);
    expect(mail.html).toContain('>Set your password</a>');
  });

  it('escapes the names in HTML and keeps them on one line in text', () => {
    const mail = invitation({ name: '<b>Asha</b>', invitedBy: 'Eve\r\nBcc: x <i>' });
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).not.toContain('<i>');
    expect(mail.text).toContain('Eve Bcc: x <i> invited you');
  });
});
