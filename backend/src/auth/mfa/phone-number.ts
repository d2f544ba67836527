/**
 * Accepts a phone number as people type it (+44 20 7946 0958, (415) 555-0123 with a leading +)
 * and returns its E.164 digits without the plus, as GoTrue stores phones, or null.
 */
export function normalizePhone(input: string): string | null {
  const compact = input.trim().replace(/[\s().-]/g, '');
  const digits = compact.startsWith('+') ? compact.slice(1) : compact;
  return /^[1-9][0-9]{6,14}$/.test(digits) ? digits : null;
}
