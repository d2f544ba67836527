import { aspectInfo, type AspectName } from '../../../lib/zodiac';
import { Figure, onCircle, useInk } from './svg-kit';

// Wider than tall so the angle labels on either side fit.
const W = 360;
const C = 150;
const CX = W / 2;
const R = 110;

/** Aspects drawn as chords from one point on a circle, each labelled with its angle. */
export function AspectAngles({ aspects, title }: { aspects: AspectName[]; title: string }) {
  const { ink, soft, accent, accent2, paper } = useInk();
  const origin = onCircle(CX, C, R, 0);
  return (
    <Figure title={title} size={W} height={300}>
      <circle cx={CX} cy={C} r={R} fill="none" stroke={soft} strokeWidth={1.5} />
      {aspects.map((name, index) => {
        const info = aspectInfo(name);
        const target = onCircle(CX, C, R, info.angle === 0 ? 4 : info.angle);
        // Alternate label distances so labels of neighbouring angles do not overlap.
        const label = onCircle(CX, C, R + (index % 2 ? 40 : 22), info.angle === 0 ? 8 : info.angle);
        const color =
          info.nature === 'flowing' ? accent : info.nature === 'challenging' ? accent2 : ink;
        return (
          <g key={name}>
            <line
              x1={origin.x}
              y1={origin.y}
              x2={target.x}
              y2={target.y}
              stroke={color}
              strokeWidth={2.5}
              strokeDasharray={index % 2 ? '6 4' : undefined}
            />
            <circle
              cx={target.x}
              cy={target.y}
              r={6}
              fill={paper}
              stroke={color}
              strokeWidth={2.5}
            />
            <text
              x={label.x}
              y={label.y}
              fill={ink}
              fontSize={11}
              textAnchor="middle"
              dominantBaseline="central"
            >
              {`${info.label} ${info.angle}°`}
            </text>
          </g>
        );
      })}
      <circle cx={origin.x} cy={origin.y} r={7} fill={ink} />
    </Figure>
  );
}

const PATTERNS: Record<
  string,
  { points: number[]; lines: [number, number, AspectName][]; apex?: number }
> = {
  'grand-trine': {
    points: [30, 150, 270],
    lines: [
      [0, 1, 'trine'],
      [1, 2, 'trine'],
      [0, 2, 'trine'],
    ],
  },
  't-square': {
    points: [0, 180, 90],
    lines: [
      [0, 1, 'opposition'],
      [0, 2, 'square'],
      [1, 2, 'square'],
    ],
    apex: 2,
  },
  'grand-cross': {
    points: [0, 90, 180, 270],
    lines: [
      [0, 2, 'opposition'],
      [1, 3, 'opposition'],
      [0, 1, 'square'],
      [1, 2, 'square'],
      [2, 3, 'square'],
      [3, 0, 'square'],
    ],
  },
  yod: {
    points: [60, 120, 270],
    lines: [
      [0, 1, 'sextile'],
      [0, 2, 'quincunx'],
      [1, 2, 'quincunx'],
    ],
    apex: 2,
  },
  stellium: { points: [100, 106, 113, 119], lines: [] },
};

export function AspectPattern({
  pattern,
  title,
}: {
  pattern: keyof typeof PATTERNS;
  title: string;
}) {
  const { ink, soft, accent, accent2, paper } = useInk();
  const shape = PATTERNS[pattern];
  const at = (index: number) => onCircle(CX, C, R, shape.points[index]);
  return (
    <Figure title={title} size={W} height={300}>
      <circle cx={CX} cy={C} r={R} fill="none" stroke={soft} strokeWidth={1.5} />
      {shape.lines.map(([a, b, aspect]) => {
        const from = at(a);
        const to = at(b);
        const nature = aspectInfo(aspect).nature;
        return (
          <line
            key={`${a}-${b}`}
            x1={from.x}
            y1={from.y}
            x2={to.x}
            y2={to.y}
            stroke={nature === 'flowing' ? accent : nature === 'challenging' ? accent2 : ink}
            strokeWidth={2.5}
            strokeDasharray={nature === 'adjusting' ? '6 4' : undefined}
          />
        );
      })}
      {shape.points.map((_, index) => {
        const p = at(index);
        return (
          <circle
            key={index}
            cx={p.x}
            cy={p.y}
            r={index === shape.apex ? 10 : 7}
            fill={index === shape.apex ? accent : paper}
            stroke={ink}
            strokeWidth={2}
          />
        );
      })}
      {shape.apex !== undefined && (
        <text
          {...(() => {
            const p = onCircle(CX, C, R + 26, shape.points[shape.apex]);
            return { x: p.x, y: p.y };
          })()}
          fill={ink}
          fontSize={12}
          fontWeight={700}
          textAnchor="middle"
          dominantBaseline="central"
        >
          apex
        </text>
      )}
    </Figure>
  );
}
