import type { SynastryAspect } from '@astro/astrology';
import { type Chart, loadChartEngine } from '@astro/astrology';
import { gridAspectList, gridOfAspects, interAspectGrid } from '../inter-aspect-grid';

const ada = { timeKnown: true, owner: "Ada's" };
const bea = { timeKnown: false, owner: "Bea's" };

describe('inter-aspect grid', () => {
  const aspects: SynastryAspect[] = [
    { a: 'sun', b: 'moon', type: 'trine', orb: 1.34 },
    { a: 'mc', b: 'venus', type: 'square', orb: 0.5 },
  ];
  const grid = gridOfAspects(aspects, ada, bea);

  it("has the first chart's points as rows and the second's as columns, angles only when the time is known", () => {
    expect(grid.rows.map((p) => p.id)).toEqual([
      'sun',
      'moon',
      'mercury',
      'venus',
      'mars',
      'jupiter',
      'saturn',
      'uranus',
      'neptune',
      'pluto',
      'trueNode',
      'asc',
      'mc',
    ]);
    expect(grid.columns.map((p) => p.id)).not.toContain('asc');
    expect(grid.rows.at(-1)).toEqual({ id: 'mc', label: 'Midheaven', glyph: 'MC' });
  });

  it('puts each aspect in the cell of its two points, described for screen readers', () => {
    expect(grid.count).toBe(2);
    expect(grid.cells[0]![1]).toEqual({
      type: 'trine',
      orb: 1.34,
      description: "Ada's Sun trine Bea's Moon, orb 1°20′",
    });
    expect(grid.cells[12]![3]).toMatchObject({
      type: 'square',
      description: "Ada's Midheaven square Bea's Venus, orb 0°30′",
    });
    expect(grid.cells[1]![0]).toBeNull();
  });

  it('lists the aspects closest first', () => {
    expect(gridAspectList(grid)).toEqual([
      { aspect: "Ada's Midheaven square Bea's Venus", orb: '0°30′' },
      { aspect: "Ada's Sun trine Bea's Moon", orb: '1°20′' },
    ]);
  });

  it('finds the aspects between two cast charts', async () => {
    const engine = await loadChartEngine();
    const chart = (utc: string): Chart =>
      engine.computeChart({ utc: new Date(utc), lat: 51.5, lon: -0.13 });
    const first = chart('1990-05-15T13:30:00Z');
    const same = interAspectGrid(
      { chart: first, ...ada },
      { chart: first, timeKnown: true, owner: "Ada's" },
    );
    // A chart against itself: every point conjunct itself, at no orb.
    same.rows.forEach((row, i) =>
      expect(same.cells[i]![same.columns.findIndex((c) => c.id === row.id)]).toMatchObject({
        type: 'conjunction',
        orb: 0,
      }),
    );
  });
});
