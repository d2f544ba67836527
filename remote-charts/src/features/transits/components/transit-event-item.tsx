import {
  BODY_INFO,
  formatUniversalTime,
  type NatalPoint,
  SIGN_GLYPHS,
  type TransitEvent,
} from '@astro/astrology';
import { AspectGlyph } from '../../../components';
import { formatLocalDateTime } from '../../../lib/date-input/date-input';
import { describeEvent } from '../model/describe-event';

const pointGlyph = (point: NatalPoint) =>
  point === 'asc' ? 'AC' : point === 'mc' ? 'MC' : BODY_INFO[point].glyph;

function EventGlyphs({ event, aspectColor }: { event: TransitEvent; aspectColor: string }) {
  if (event.type === 'aspect') {
    return (
      <span className="event-glyphs" aria-hidden="true">
        {BODY_INFO[event.transiting].glyph}
        <AspectGlyph type={event.aspect} color={aspectColor} />
        {pointGlyph(event.natal)}
      </span>
    );
  }
  if (event.type === 'ingress') {
    return (
      <span className="event-glyphs" aria-hidden="true">
        {BODY_INFO[event.body].glyph} → {SIGN_GLYPHS[event.sign]}
      </span>
    );
  }
  return (
    <span className="event-glyphs" aria-hidden="true">
      {BODY_INFO[event.body].glyph} {event.direction === 'retrograde' ? '℞' : 'D'}
    </span>
  );
}

export interface TransitEventItemProps {
  event: TransitEvent;
  aspectColor: string;
  onShow: (event: TransitEvent) => void;
}

/**
 * One event of the timeline: its time in the user's zone (UT on hover), what happens, and a
 * button that turns the wheel to it. Plain elements styled by the list: a year can hold thousands.
 */
export function TransitEventItem({ event, aspectColor, onShow }: TransitEventItemProps) {
  const exact = new Date(event.exact);
  const description = describeEvent(event);
  return (
    <li className="event" data-event-type={event.type}>
      <time className="event-time" dateTime={event.exact} title={formatUniversalTime(exact)}>
        {formatLocalDateTime(exact)}
      </time>
      <EventGlyphs event={event} aspectColor={aspectColor} />
      <span className="event-text">{description}</span>
      <button
        type="button"
        className="event-show"
        onClick={() => onShow(event)}
        aria-label={`Show on the wheel: ${description}`}
      >
        Show on the wheel
      </button>
    </li>
  );
}
