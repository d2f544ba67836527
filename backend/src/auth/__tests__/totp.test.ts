import * as OTPAuth from 'otpauth';
import { createTotpEnrollment, matchTotpStep } from '../mfa/totp';

describe('TOTP enrolment', () => {
  it('draws the URI as an SVG safe to put in a data URL unencoded', async () => {
    const enrollment = await createTotpEnrollment('Astro App', 'luna@example.com');
    expect(enrollment.qr_code).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(enrollment.qr_code).not.toContain('#');
    expect(enrollment.uri).toContain(`secret=${enrollment.secret}`);
  });

  it('matches codes of the current step and one either side, and returns the step', () => {
    const secret = new OTPAuth.Secret({ size: 20 }).base32;
    const app = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
    const now = 1_800_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(matchTotpStep(secret, app.generate({ timestamp: now }), now)).toBe(step);
    expect(matchTotpStep(secret, app.generate({ timestamp: now + 30_000 }), now)).toBe(step + 1);
    expect(matchTotpStep(secret, app.generate({ timestamp: now - 90_000 }), now)).toBeNull();
    expect(matchTotpStep(secret, 'abcdef', now)).toBeNull();
  });
});
