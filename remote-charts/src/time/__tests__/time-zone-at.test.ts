/**
 * @jest-environment node
 */
import { TimeInputError } from '@astro/astrology';
import { timeZoneAt } from '..';

describe('timeZoneAt', () => {
  it('finds the zone of a coordinate offline', () => {
    expect(timeZoneAt(40.7128, -74.006)).toBe('America/New_York');
    expect(timeZoneAt(51.5074, -0.1278)).toBe('Europe/London');
    expect(timeZoneAt(-33.8688, 151.2093)).toBe('Australia/Sydney');
    expect(timeZoneAt(35.6762, 139.6503)).toBe('Asia/Tokyo');
    expect(timeZoneAt(-23.5505, -46.6333)).toBe('America/Sao_Paulo');
    expect(timeZoneAt(59.9139, 10.7522)).toBe('Europe/Oslo');
  });

  it('rejects coordinates off the globe, naming the field', () => {
    expect(() => timeZoneAt(91, 0)).toThrow(TimeInputError);
    expect(() => timeZoneAt(Number.NaN, 0)).toThrow(expect.objectContaining({ field: 'lat' }));
    expect(() => timeZoneAt(0, -180.5)).toThrow(expect.objectContaining({ field: 'lon' }));
    expect(() => timeZoneAt('12' as unknown as number, 0)).toThrow(
      expect.objectContaining({ field: 'lat' }),
    );
  });
});
