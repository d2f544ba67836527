import { POINT_NAMES, pointInfo, type PointName, signInfo, type SignName } from '../../../lib/zodiac';
import { Figure, GLYPH_FONT, useInk } from './svg-kit';

type GlyphName = SignName | PointName;

function describe(name: GlyphName) {
  if ((POINT_NAMES as readonly string[]).includes(name)) {
    const info = pointInfo(name as PointName);
    return { glyph: info.glyph, label: info.label, note: info.theme };
  }
  const info = signInfo(name as SignName);
  return { glyph: info.glyph, label: info.label, note: `${info.modality} ${info.element}` };
}

export function GlyphRow({ items, title }: { items: GlyphName[]; title: string }) {
  const { ink, soft, accent, fill } = useInk();
  const cell = 110;
  const width = cell * items.length;
  return (
    <Figure title={title} size={width} height={150}>
      {items.map((name, index) => {
        const { glyph, label, note } = describe(name);
        const x = index * cell + cell / 2;
        return (
          <g key={name}>
            <circle
              cx={x}
              cy={58}
              r={42}
              fill={fill(accent, 0.16)}
              stroke={accent}
              strokeWidth={1.5}
            />
            <text
              x={x}
              y={60}
              fill={ink}
              fontSize={44}
              fontFamily={GLYPH_FONT}
              textAnchor="middle"
              dominantBaseline="central"
            >
              {glyph}
            </text>
            <text x={x} y={118} fill={ink} fontSize={14} fontWeight={600} textAnchor="middle">
              {label}
            </text>
            <text x={x} y={136} fill={soft} fontSize={10} textAnchor="middle">
              {note.length > 22 ? `${note.slice(0, note.lastIndexOf(',', 22))}` : note}
            </text>
          </g>
        );
      })}
    </Figure>
  );
}
