import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 defaults that every authenticator app understands (and GoTrue uses). */
const PERIOD = 30;
const DIGITS = 6;

function totpFor(secretBase32: string, issuer: string, account: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer,
    label: account,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD,
    secret: OTPAuth.Secret.fromBase32(secretBase32),
  });
}

/**
 * auth-js puts the SVG into a data URL without encoding it, where a `#` would end the URL; colours
 * are therefore written as rgb() instead of #rrggbb.
 */
function withoutHashColors(svg: string): string {
  return svg.replace(
    /#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})(?:[0-9a-f]{2})?\b/gi,
    (_m, r: string, g: string, b: string) =>
      `rgb(${parseInt(r, 16)},${parseInt(g, 16)},${parseInt(b, 16)})`,
  );
}

export interface TotpEnrollment {
  secret: string;
  uri: string;
  /** Raw SVG markup; auth-js adds the data-URL prefix itself. */
  qr_code: string;
}

/** A fresh 160-bit secret, its otpauth:// URI and that URI as a QR code drawn locally. */
export async function createTotpEnrollment(
  issuer: string,
  account: string,
): Promise<TotpEnrollment> {
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  const uri = totpFor(secret, issuer, account).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return { secret, uri, qr_code: withoutHashColors(svg) };
}

/**
 * Checks a code against the current time step and one step either side (clock drift). Returns
 * the time step it matched, so the caller can refuse that step (or an earlier one) next time.
 */
export function matchTotpStep(secretBase32: string, code: string, now = Date.now()): number | null {
  if (!/^[0-9]{6}$/.test(code)) return null;
  const totp = totpFor(secretBase32, 'x', 'x');
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD) + delta;
}
