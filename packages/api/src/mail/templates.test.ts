// Tests for the password reset e-mail template.
import { describe, expect, it } from 'vitest';

import { passwordResetMail } from './templates';

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
