import { type Chart, chartContext } from '@astro/astrology';
import { gridAspectList, type InterAspectGrid } from '../../../lib/inter-aspects/inter-aspect-grid';

interface Person {
  name: string;
  chart: Chart;
  timeKnown: boolean;
}

/**
 * What an assistant reads beside a passage of the synastry page: both charts, the composite, and
 * every aspect the grid shows between them (the package's chart context lists only the closest).
 */
export function synastryAiData(input: {
  first: Person;
  second: Person;
  composite: Chart;
  grid: InterAspectGrid;
}): string {
  const { first, second, composite, grid } = input;
  return JSON.stringify({
    view: 'synastry',
    context: chartContext({
      charts: [
        first,
        second,
        {
          name: `Composite of ${first.name} and ${second.name}`,
          chart: composite,
          timeKnown: first.timeKnown && second.timeKnown,
        },
      ],
    }),
    aspects: gridAspectList(grid),
  });
}
