import { authMail } from '../auth-mail-templates';
import { extractLinks } from '../mailer';

describe('auth mail', () => {
  it('carries the link and the code, with the link escaped in HTML', () => {
    const link =
      'https://api.example.com/auth/v1/verify?token=abc&type=recovery&redirect_to=https%3A%2F%2Fapp';
    const mail = authMail('recovery', 'a@b.co', link, '123456', 600);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('123456');
    expect(mail.text).toContain('valid for 10 minutes');
    expect(authMail('signup', 'a@b.co', link, '123456', 3600).text).toContain('valid for 1 hour.');
    expect(mail.html).toContain('token=abc&amp;type=recovery');
    expect(extractLinks(mail.text, mail.html)).toEqual([link]);
  });

  it('finds every distinct absolute link', () => {
    expect(
      extractLinks(
        'see https://a.example/x and http://b.example/y.',
        '<a href="https://a.example/x">x</a>',
      ),
    ).toEqual(['https://a.example/x', 'http://b.example/y.']);
  });
});
