import {
  GLYPH_FONT_FAMILY,
  normalizeDegrees,
  type Point,
  pointAt,
  type Sign,
  spreadOnCircle,
} from '@astro/astrology';
import { alpha, useTheme } from '@mui/material/styles';
import { pointInfo, POINT_NAMES, type PointName, SIGNS } from '../../../lib/zodiac';
import { placements } from '../model/chart-facts';
import type { ReadingChart } from '../model/reading-chart';

const SIZE = 320;
const CENTER: Point = { x: SIZE / 2, y: SIZE / 2 };
const R = {
  outer: 150,
  signGlyph: 137,
  zodiacInner: 124,
  planetGlyph: 104,
  houseLabel: 70,
  inner: 60,
  angleLabel: 44,
};
/** Glyphs closer than this (in degrees at the planet ring) are moved apart. */
const GLYPH_GAP = 9;

/** What a question on the chart points at: a planet, and its house or its sign. */
export interface WheelHighlight {
  point: PointName;
  house: number | null;
  sign: Sign | null;
}

/** An SVG path for the ring sector from `from` to `to` (longitudes, anticlockwise). */
function sector(reference: number, from: number, to: number, inner: number, outer: number) {
  const at = (lon: number, radius: number) => pointAt(CENTER, reference, lon, radius);
  const span = normalizeDegrees(to - from);
  const large = span > 180 ? 1 : 0;
  const [a, b, c, d] = [at(from, outer), at(to, outer), at(to, inner), at(from, inner)];
  // Longitude grows anticlockwise on screen, which is SVG's sweep flag 0.
  return [
    `M ${a.x} ${a.y}`,
    `A ${outer} ${outer} 0 ${large} 0 ${b.x} ${b.y}`,
    `L ${c.x} ${c.y}`,
    `A ${inner} ${inner} 0 ${large} 1 ${d.x} ${d.y}`,
    'Z',
  ].join(' ');
}

/** A chart wheel: signs outside, house cusps and angles, planets at their longitudes. */
export function ChartWheel({
  chart,
  title,
  highlight = null,
}: {
  chart: ReadingChart;
  title: string;
  highlight?: WheelHighlight | null;
}) {
  const theme = useTheme();
  const ink = theme.palette.text.primary;
  const soft = theme.palette.text.secondary;
  const accent = theme.palette.primary.main;
  const mark = theme.palette.secondary.main;
  const reference = chart.angles?.asc ?? 0;
  const at = (lon: number, radius: number) => pointAt(CENTER, reference, lon, radius);
  const list = placements(chart, POINT_NAMES);
  // Crowded glyphs are spread around the circle, across 0° Aries too, keeping their order.
  const drawAt = spreadOnCircle(
    list.map((placement) => placement.longitude),
    GLYPH_GAP,
  );
  const cusps = chart.cusps;
  const highlightedHouse = highlight?.house && cusps ? highlight.house : null;
  const highlightedSign = highlight?.sign ? SIGNS.findIndex((s) => s.label === highlight.sign) : -1;
  return (
    <svg
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      role="img"
      aria-label={title}
      width="100%"
      style={{ maxWidth: SIZE }}
      data-highlight-point={highlight?.point}
      data-highlight-house={highlightedHouse ?? undefined}
      data-highlight-sign={highlight?.sign ?? undefined}
    >
      <title>{title}</title>
      {highlightedHouse && cusps && (
        <path
          d={sector(
            reference,
            cusps[highlightedHouse - 1],
            cusps[highlightedHouse % 12],
            R.inner,
            R.zodiacInner,
          )}
          fill={alpha(mark, 0.22)}
          stroke={mark}
          strokeWidth={1.5}
          data-highlight="house"
        />
      )}
      {highlightedSign >= 0 && (
        <path
          d={sector(
            reference,
            highlightedSign * 30,
            highlightedSign * 30 + 30,
            R.zodiacInner,
            R.outer,
          )}
          fill={alpha(mark, 0.22)}
          stroke={mark}
          strokeWidth={1.5}
          data-highlight="sign"
        />
      )}
      <circle cx={CENTER.x} cy={CENTER.y} r={R.outer} fill="none" stroke={ink} strokeWidth={1.5} />
      <circle
        cx={CENTER.x}
        cy={CENTER.y}
        r={R.zodiacInner}
        fill="none"
        stroke={ink}
        strokeWidth={1}
      />
      <circle cx={CENTER.x} cy={CENTER.y} r={R.inner} fill="none" stroke={soft} strokeWidth={1} />
      {SIGNS.map((sign, index) => {
        const start = at(index * 30, R.outer);
        const inner = at(index * 30, R.zodiacInner);
        const label = at(index * 30 + 15, R.signGlyph);
        return (
          <g key={sign.name}>
            <line
              x1={start.x}
              y1={start.y}
              x2={inner.x}
              y2={inner.y}
              stroke={ink}
              strokeWidth={1}
            />
            <text
              x={label.x}
              y={label.y}
              fill={ink}
              fontSize={15}
              fontFamily={GLYPH_FONT_FAMILY}
              textAnchor="middle"
              dominantBaseline="central"
            >
              {sign.glyph}
            </text>
          </g>
        );
      })}
      {cusps?.map((cusp, index) => {
        const outer = at(cusp, R.zodiacInner);
        const inner = at(cusp, R.inner);
        const angular = index % 3 === 0;
        const next = cusps[(index + 1) % 12];
        const label = at(cusp + normalizeDegrees(next - cusp) / 2, R.houseLabel);
        return (
          <g key={index}>
            <line
              x1={outer.x}
              y1={outer.y}
              x2={inner.x}
              y2={inner.y}
              stroke={angular ? accent : soft}
              strokeWidth={angular ? 2 : 0.8}
            />
            <text
              x={label.x}
              y={label.y}
              fill={highlightedHouse === index + 1 ? ink : soft}
              fontSize={highlightedHouse === index + 1 ? 11 : 9}
              fontWeight={highlightedHouse === index + 1 ? 700 : 400}
              textAnchor="middle"
              dominantBaseline="central"
            >
              {index + 1}
            </text>
          </g>
        );
      })}
      {chart.angles &&
        (
          [
            ['ASC', chart.angles.asc],
            ['DSC', chart.angles.asc + 180],
            ['MC', chart.angles.mc],
            ['IC', chart.angles.mc + 180],
          ] as const
        ).map(([label, longitude]) => {
          const p = at(longitude, R.angleLabel);
          return (
            <text
              key={label}
              x={p.x}
              y={p.y}
              fill={accent}
              fontSize={10}
              fontWeight={700}
              textAnchor="middle"
              dominantBaseline="central"
            >
              {label}
            </text>
          );
        })}
      {list.map(({ point, longitude }, index) => {
        const tick = at(longitude, R.zodiacInner);
        const tickInner = at(longitude, R.zodiacInner - 7);
        const p = at(drawAt[index], R.planetGlyph);
        const marked = highlight?.point === point;
        return (
          <g key={point} data-point={point} data-display-lon={drawAt[index].toFixed(2)}>
            <line
              x1={tick.x}
              y1={tick.y}
              x2={tickInner.x}
              y2={tickInner.y}
              stroke={marked ? mark : ink}
              strokeWidth={marked ? 3 : 1.5}
            />
            {marked && (
              <circle
                cx={p.x}
                cy={p.y}
                r={11}
                fill={alpha(mark, 0.25)}
                stroke={mark}
                strokeWidth={1.5}
              />
            )}
            <text
              x={p.x}
              y={p.y}
              fill={ink}
              fontSize={15}
              fontFamily={GLYPH_FONT_FAMILY}
              textAnchor="middle"
              dominantBaseline="central"
            >
              {pointInfo(point).glyph}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
