import { SIGNS } from '../../../lib/zodiac';
import { Figure, GLYPH_FONT, onCircle, useInk } from './svg-kit';

const C = 150;

/** The Earth orbiting the Sun inside the ring of signs; the line of sight picks the Sun's sign. */
export function EclipticDiagram({ title }: { title: string }) {
  const { ink, soft, accent, accent2, fill, paper } = useInk();
  const earth = onCircle(C, C, 62, 200);
  const sunAt = onCircle(C, C, 128, 20);
  return (
    <Figure title={title}>
      {SIGNS.map((sign, index) => {
        const p = onCircle(C, C, 128, index * 30 + 15);
        return (
          <text
            key={sign.name}
            x={p.x}
            y={p.y}
            fill={ink}
            fontSize={18}
            fontFamily={GLYPH_FONT}
            textAnchor="middle"
            dominantBaseline="central"
          >
            {sign.glyph}
          </text>
        );
      })}
      <circle cx={C} cy={C} r={112} fill="none" stroke={soft} strokeDasharray="3 4" />
      <circle cx={C} cy={C} r={62} fill="none" stroke={soft} />
      <line
        x1={earth.x}
        y1={earth.y}
        x2={sunAt.x}
        y2={sunAt.y}
        stroke={accent2}
        strokeWidth={1.5}
        strokeDasharray="6 4"
      />
      <circle cx={C} cy={C} r={18} fill={paper} stroke={accent2} strokeWidth={2} />
      <circle cx={C} cy={C} r={18} fill={fill(accent2, 0.35)} />
      <text
        x={C}
        y={C}
        fill={ink}
        fontSize={10}
        fontWeight={700}
        textAnchor="middle"
        dominantBaseline="central"
      >
        Sun
      </text>
      <circle
        cx={earth.x}
        cy={earth.y}
        r={9}
        fill={fill(accent, 0.6)}
        stroke={accent}
        strokeWidth={2}
      />
      <text x={earth.x} y={earth.y + 22} fill={ink} fontSize={10} textAnchor="middle">
        Earth
      </text>
    </Figure>
  );
}

/**
 * The Moon's latitude over one orbit, plotted along the ecliptic: it crosses the ecliptic going
 * north at the North Node and going south at the South Node. The 5° tilt is exaggerated.
 */
export function LunarNodesDiagram({ title }: { title: string }) {
  const { ink, soft, accent, accent2 } = useInk();
  const left = 20;
  const width = 280;
  const points = Array.from({ length: 61 }, (_, i) => {
    const t = i / 60;
    return `${left + t * width},${100 - 50 * Math.sin(2 * Math.PI * t)}`;
  }).join(' ');
  return (
    <Figure title={title} size={320} height={200}>
      <line x1={left} y1={100} x2={left + width} y2={100} stroke={soft} strokeWidth={2} />
      <text x={left + width - 4} y={92} fill={ink} fontSize={11} textAnchor="end">
        ecliptic
      </text>
      <polyline points={points} fill="none" stroke={accent} strokeWidth={2.5} />
      <text x={left + width / 4} y={36} fill={accent} fontSize={11} textAnchor="middle">
        Moon north of the ecliptic
      </text>
      <text x={left + (3 * width) / 4} y={174} fill={accent} fontSize={11} textAnchor="middle">
        Moon south of the ecliptic
      </text>
      <circle cx={left} cy={100} r={6} fill={accent2} stroke={ink} />
      <text x={left + 6} y={128} fill={ink} fontSize={12} fontWeight={700}>
        ☊︎ North Node
      </text>
      <circle cx={left + width / 2} cy={100} r={6} fill={accent2} stroke={ink} />
      <text x={left + width / 2 + 10} y={86} fill={ink} fontSize={12} fontWeight={700}>
        ☋︎ South Node
      </text>
    </Figure>
  );
}

/** A planet's apparent path against the stars, looping back between its two stations. */
export function RetrogradeLoop({ title }: { title: string }) {
  const { ink, soft, accent } = useInk();
  // x advances steadily but the wobble term outruns it near t = 1, which draws the loop.
  const x = (t: number) => 45 + 190 * (t - 0.4) - 60 * Math.sin(2 * Math.PI * t);
  const y = (t: number) => 115 - 45 * Math.cos(2 * Math.PI * t);
  const path = Array.from({ length: 121 }, (_, i) => {
    const t = 0.4 + (i / 120) * 1.2;
    return `${x(t).toFixed(1)},${y(t).toFixed(1)}`;
  }).join(' ');
  // Stations: where x stops changing, cos(2πt) = 190 / (120π).
  const offset = Math.acos(190 / (120 * Math.PI)) / (2 * Math.PI);
  const stations = [1 - offset, 1 + offset];
  return (
    <Figure title={title} size={320} height={200}>
      {[
        [40, 40],
        [110, 30],
        [260, 170],
        [70, 180],
        [200, 185],
        [290, 30],
      ].map(([sx, sy]) => (
        <circle key={`${sx}-${sy}`} cx={sx} cy={sy} r={1.8} fill={soft} />
      ))}
      <polyline points={path} fill="none" stroke={accent} strokeWidth={3} />
      {stations.map((t) => (
        <circle key={t} cx={x(t)} cy={y(t)} r={5} fill={ink} />
      ))}
      <text x={x(stations[0]) + 8} y={y(stations[0]) - 10} fill={ink} fontSize={11}>
        station retrograde
      </text>
      <text
        x={x(stations[1]) - 8}
        y={y(stations[1]) - 10}
        fill={ink}
        fontSize={11}
        textAnchor="end"
      >
        station direct
      </text>
      <text x={20} y={170} fill={ink} fontSize={11}>
        direct motion →
      </text>
    </Figure>
  );
}

/** Eight phases of the Moon in a ring, with the Sun's light coming from the left. */
export function MoonPhases({ title }: { title: string }) {
  const { ink, soft, accent2 } = useInk();
  const names = [
    'New',
    'Waxing crescent',
    'First quarter',
    'Waxing gibbous',
    'Full',
    'Waning gibbous',
    'Last quarter',
    'Waning crescent',
  ];
  return (
    <Figure title={title} size={360} height={150}>
      {names.map((name, index) => {
        const x = 40 + index * 40;
        const lit = index / 8; // 0 new … 0.5 full … 1
        const phase = Math.cos(lit * 2 * Math.PI); // 1 at new, -1 at full
        const rx = Math.abs(phase) * 14;
        const waxing = index <= 4;
        return (
          <g key={name}>
            <circle cx={x} cy={50} r={14} fill={soft} opacity={0.35} stroke={ink} strokeWidth={1} />
            {index !== 0 && (
              <path
                d={`M${x},36 A14,14 0 0 ${waxing ? 1 : 0} ${x},64 A${rx},14 0 0 ${phase > 0 === waxing ? 0 : 1} ${x},36 Z`}
                fill={accent2}
              />
            )}
            <text x={x} y={index % 2 ? 96 : 82} fill={ink} fontSize={8} textAnchor="middle">
              {name}
            </text>
          </g>
        );
      })}
      <text x={180} y={132} fill={ink} fontSize={10} textAnchor="middle">
        New Moon: Sun and Moon together · Full Moon: opposite
      </text>
    </Figure>
  );
}
