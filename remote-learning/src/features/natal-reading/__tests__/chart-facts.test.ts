import {
  aspectPatterns,
  balance,
  bigThree,
  chartAspects,
  chartRuler,
  occupiedHouses,
} from '../model/chart-facts';
import { EXAMPLE_CHART } from '../model/example-chart';

// Expected values follow from the example chart's reference positions (Swiss Ephemeris, case 106
// of shared/reference/chart-reference.json).
describe('facts of the example chart', () => {
  it('reads the big three: Libra Sun, Aries Moon, Sagittarius rising', () => {
    const { sun, moon, ascendant, harmony } = bigThree(EXAMPLE_CHART);
    expect([sun?.sign.label, moon?.sign.label, ascendant?.label]).toEqual([
      'Libra',
      'Aries',
      'Sagittarius',
    ]);
    expect(sun?.house).toBe(11);
    expect(moon?.house).toBe(5);
    expect(harmony).toBe('compatible');
  });

  it('finds Jupiter, in Scorpio in the 12th house, as chart ruler', () => {
    const ruler = chartRuler(EXAMPLE_CHART);
    expect(ruler?.rising.label).toBe('Sagittarius');
    expect(ruler?.ruler).toMatchObject({ point: 'jupiter', house: 12 });
    expect(ruler?.ruler?.sign.label).toBe('Scorpio');
  });

  it('counts elements: air and fire tie once the Sagittarius Ascendant counts, and earth is missing', () => {
    const result = balance(EXAMPLE_CHART);
    expect(result.elements.air).toEqual(['sun', 'venus', 'mars', 'neptune']);
    expect(result.elements.earth).toEqual([]);
    expect(result.missingElements).toEqual(['earth']);
    expect(result.elements.fire).toEqual(['moon', 'saturn', 'pluto']);
    expect(result.ascendantSign?.element).toBe('fire');
    expect(result.dominantElement).toBeNull();
  });

  it('finds the full-Moon opposition and the Saturn–Neptune T-square with Jupiter at the apex', () => {
    const aspects = chartAspects(EXAMPLE_CHART);
    const sunMoon = aspects.find((a) => a.a === 'sun' && a.b === 'moon');
    expect(sunMoon?.aspect).toBe('opposition');
    expect(sunMoon?.orb).toBeCloseTo(2.36, 1);
    expect(aspectPatterns(EXAMPLE_CHART)).toContainEqual({
      pattern: 'T-square',
      points: ['saturn', 'neptune', 'jupiter'],
      apex: 'jupiter',
    });
  });

  it('lists the busiest houses first', () => {
    expect(occupiedHouses(EXAMPLE_CHART)[0]).toEqual({
      house: 11,
      points: ['sun', 'mercury', 'mars'],
    });
  });
});
