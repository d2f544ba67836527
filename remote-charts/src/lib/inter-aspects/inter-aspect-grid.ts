import {
  ASPECT_INFO,
  type AspectType,
  BODY_INFO,
  type Chart,
  formatOrb,
  MAJOR_TRANSIT_ASPECTS,
  type SynastryAspect,
  synastryAspects,
  TRANSIT_BODIES,
} from '@astro/astrology';

/** A point of one chart as the grid heads a row or column with it. */
export interface GridPoint {
  id: string;
  label: string;
  /** A glyph, or "AC" / "MC" for the angles. */
  glyph: string;
}

export interface GridCell {
  type: AspectType;
  orb: number;
  /** "Ada's Sun trine Bea's Moon, orb 1°20′": the cell as a screen reader reads it. */
  description: string;
}

export interface InterAspectGrid {
  /** The first chart's points, one row each. */
  rows: GridPoint[];
  /** The second chart's points, one column each. */
  columns: GridPoint[];
  /** cells[row][column]: the aspect between the two points, or null. */
  cells: (GridCell | null)[][];
  /** How many aspects the grid shows. */
  count: number;
}

export interface GridChart {
  chart: Chart;
  timeKnown: boolean;
  /** How the cells name the chart's points: "Ada's" Sun, "progressed" Sun. */
  owner: string;
}

/** Orbs between two charts: tighter than within one, as astrologers read synastry. */
export const SYNASTRY_GRID_ORBS: Partial<Record<AspectType, number>> = {
  conjunction: 6,
  opposition: 6,
  square: 5,
  trine: 5,
  sextile: 4,
};
/** Progressed or directed points to the natal ones: within a degree, about a year either side of exact. */
export const PROGRESSED_GRID_ORBS: Partial<Record<AspectType, number>> = Object.fromEntries(
  MAJOR_TRANSIT_ASPECTS.map((type) => [type, 1]),
);

/** The points `synastryAspects` compares: the planets, the true node, and the angles when known. */
function pointsOf(timeKnown: boolean): GridPoint[] {
  const points: GridPoint[] = TRANSIT_BODIES.map((id) => ({
    id,
    label: BODY_INFO[id].label,
    glyph: BODY_INFO[id].glyph,
  }));
  if (timeKnown)
    points.push(
      { id: 'asc', label: 'Ascendant', glyph: 'AC' },
      { id: 'mc', label: 'Midheaven', glyph: 'MC' },
    );
  return points;
}

/**
 * The aspects between every point of one chart and every point of another, as a grid: rows the
 * first chart's points, columns the second's. Built on the package's `synastryAspects`.
 */
export function interAspectGrid(
  first: GridChart,
  second: GridChart,
  orbs: Partial<Record<AspectType, number>> = SYNASTRY_GRID_ORBS,
): InterAspectGrid {
  const aspects = synastryAspects(first, second, orbs);
  return gridOfAspects(aspects, first, second);
}

/** The grid of a list of aspects between two charts (`a` a point of the first, `b` of the second). */
export function gridOfAspects(
  aspects: readonly SynastryAspect[],
  first: Pick<GridChart, 'timeKnown' | 'owner'>,
  second: Pick<GridChart, 'timeKnown' | 'owner'>,
): InterAspectGrid {
  const rows = pointsOf(first.timeKnown);
  const columns = pointsOf(second.timeKnown);
  const byPair = new Map(aspects.map((aspect) => [`${aspect.a}|${aspect.b}`, aspect]));
  let count = 0;
  const cells = rows.map((row) =>
    columns.map((column): GridCell | null => {
      const aspect = byPair.get(`${row.id}|${column.id}`);
      if (!aspect) return null;
      count += 1;
      return {
        type: aspect.type,
        orb: aspect.orb,
        description: `${first.owner} ${row.label} ${ASPECT_INFO[aspect.type].label.toLowerCase()} ${second.owner} ${column.label}, orb ${formatOrb(aspect.orb)}`,
      };
    }),
  );
  return { rows, columns, cells, count };
}

/** The grid's aspects as plain data, closest first: for an assistant, or a list. */
export function gridAspectList(grid: InterAspectGrid): { aspect: string; orb: string }[] {
  const found: { aspect: string; orb: number }[] = [];
  grid.cells.forEach((row) =>
    row.forEach(
      (cell) =>
        cell && found.push({ aspect: cell.description.replace(/, orb .*$/, ''), orb: cell.orb }),
    ),
  );
  return found
    .sort((x, y) => x.orb - y.orb)
    .map(({ aspect, orb }) => ({ aspect, orb: formatOrb(orb) }));
}
