import { Figure, onCircle, sectorPath, useInk } from './svg-kit';

const C = 150;

/** Twelve equal houses with the Ascendant on the left, numbered counter-clockwise. */
export function HouseWheel({
  highlight,
  showAngles,
  title,
}: {
  highlight: number[];
  showAngles: boolean;
  title: string;
}) {
  const { ink, soft, accent, fill } = useInk();
  return (
    <Figure title={title}>
      {Array.from({ length: 12 }, (_, index) => {
        const house = index + 1;
        const label = onCircle(C, C, 90, index * 30 + 15);
        const marked = highlight.includes(house);
        return (
          <g key={house}>
            <path
              d={sectorPath(C, C, 40, 128, index * 30, index * 30 + 30)}
              fill={marked ? fill(accent, 0.32) : 'none'}
              stroke={soft}
              strokeWidth={1}
            />
            <text
              x={label.x}
              y={label.y}
              fill={ink}
              fontSize={16}
              fontWeight={marked ? 700 : 400}
              textAnchor="middle"
              dominantBaseline="central"
            >
              {house}
            </text>
          </g>
        );
      })}
      <line x1={C - 140} y1={C} x2={C + 140} y2={C} stroke={ink} strokeWidth={2} />
      {showAngles && (
        <>
          <line x1={C} y1={C - 140} x2={C} y2={C + 140} stroke={ink} strokeWidth={2} />
          <text x={8} y={C - 8} fill={accent} fontSize={12} fontWeight={700}>
            ASC
          </text>
          <text x={292} y={C - 8} fill={accent} fontSize={12} fontWeight={700} textAnchor="end">
            DSC
          </text>
          <text x={C + 6} y={16} fill={accent} fontSize={12} fontWeight={700}>
            MC
          </text>
          <text x={C + 6} y={294} fill={accent} fontSize={12} fontWeight={700}>
            IC
          </text>
        </>
      )}
    </Figure>
  );
}
