import { type ChartEngine, loadChartEngine } from '@astro/astrology';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { aspect, ingress, station } from './fixtures';
import { fixClock, renderAt } from '../../../test-support/render-page';
import { savedChart } from '../../../test-support/saved-chart-fixture';
import { useChartEngine } from '../../../lib/chart-engine/use-chart-engine';
import { dateInputValue, formatLocalDate } from '../../../lib/date-input/date-input';
import { TransitsView } from '../components/transits-view';
import { runTransitTimeline, type TimelineListener } from '../worker/run-transit-timeline';

jest.mock('../../../lib/chart-engine/use-chart-engine', () => ({ useChartEngine: jest.fn() }));
jest.mock('../worker/run-transit-timeline', () => ({ runTransitTimeline: jest.fn() }));
// The chat remote's Send-to-AI widget is not part of this page's behaviour.
jest.mock('@astro/shared', () => ({
  ...jest.requireActual('@astro/shared'),
  RemoteWidget: () => null,
}));

const NOW = new Date('2026-03-10T12:00:00Z');
const events = [
  aspect('2026-03-10T08:00:00Z', 'mars', 'square'),
  aspect('2026-03-12T08:00:00Z', 'saturn', 'trine', 'asc'),
  aspect('2026-03-20T08:00:00Z', 'mars', 'quincunx'),
  ingress('2026-04-15T08:00:00Z', 'moon'),
  station('2026-05-02T08:00:00Z'),
];

let engine: ChartEngine;
let listener: TimelineListener;
beforeAll(async () => {
  engine = await loadChartEngine();
});
beforeEach(() => {
  fixClock(NOW);
  jest.mocked(useChartEngine).mockReturnValue({ status: 'ready', engine });
  jest
    .mocked(runTransitTimeline)
    .mockReset()
    .mockImplementation((_request, onUpdate) => {
      listener = onUpdate;
      return () => undefined;
    });
});
afterEach(() => jest.useRealTimers());

function renderView() {
  const saved = savedChart(engine);
  return renderAt(
    `/charts/${saved.id}/transits`,
    '/charts/:chartId/transits',
    <TransitsView saved={saved} pending={false} />,
  );
}
const emit = (progress: Parameters<TimelineListener>[0]) => act(() => listener(progress, 'worker'));
const eventTexts = () =>
  Array.from(screen.getByTestId('transit-timeline').querySelectorAll('.event-text')).map(
    (node) => node.textContent,
  );

describe('the transits page', () => {
  it('draws the natal chart with today’s sky around it, and starts the timeline for the next twelve months', () => {
    renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'Transits for Ada' })).toBeInTheDocument();
    expect(screen.getByLabelText('Transits on')).toHaveValue(dateInputValue(NOW));
    const wheel = screen.getByRole('img', {
      name: new RegExp(`Transits to the natal chart of Ada on ${formatLocalDate(NOW)}`),
    });
    expect(wheel.querySelectorAll('[data-ring-point]')).toHaveLength(13);
    expect(wheel.querySelectorAll('[data-planet]')).toHaveLength(14);
    const request = jest.mocked(runTransitTimeline).mock.calls[0]![0];
    expect(request).toMatchObject({
      timeKnown: true,
      slices: 12,
      from: new Date(2026, 2, 10).toISOString(),
      to: new Date(2027, 2, 10).toISOString(),
    });
  });

  it('moves the outer ring to the chosen date', () => {
    renderView();
    const sunBefore = screen
      .getByRole('img', { name: /Transits to/ })
      .querySelector('[data-ring-point="sun"] title')?.textContent;
    fireEvent.change(screen.getByLabelText('Transits on'), { target: { value: '2026-09-01' } });
    const wheel = screen.getByRole('img', {
      name: new RegExp(`on ${formatLocalDate(new Date(2026, 8, 1, 12))}`),
    });
    const sunAfter = wheel.querySelector('[data-ring-point="sun"] title')?.textContent;
    expect(sunAfter).toMatch(/Virgo/);
    expect(sunAfter).not.toBe(sunBefore);
  });

  it('says how far the timeline has got, and offers a retry when it fails', () => {
    renderView();
    emit({ status: 'computing', done: 3, total: 12, events: events.slice(0, 1) });
    expect(screen.getByTestId('timeline-progress')).toHaveTextContent(
      'Finding transits: 3 of 12 months.',
    );
    emit({ status: 'error', message: 'The ephemeris could not be read' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'The transit timeline could not be calculated. The ephemeris could not be read',
    );
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(runTransitTimeline).toHaveBeenCalledTimes(2);
  });

  it('lists events by month with now marked, major aspects without the Moon by default', () => {
    renderView();
    emit({ status: 'done', events });
    const timeline = screen.getByTestId('transit-timeline');
    expect(
      within(timeline)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['March 2026', 'May 2026']);
    expect(eventTexts()).toEqual([
      'Transiting Mars square natal Sun',
      'Transiting Saturn trine natal Ascendant',
      'Mars turns retrograde',
    ]);
    expect(screen.getByText('3 of 5 events in the next 12 months.')).toBeInTheDocument();
    // Now falls between this morning's event and the next one.
    const marker = screen.getByTestId('now-marker');
    expect(marker.previousElementSibling).toHaveTextContent('Transiting Mars square natal Sun');
    expect(marker.nextElementSibling).toHaveTextContent('Transiting Saturn trine natal Ascendant');
    const time = within(timeline).getAllByRole('listitem')[0]!.querySelector('time');
    expect(time).toHaveAttribute('title', '2026-03-10 08:00 UT');
  });

  it('filters by the switches, by planet and by aspect', () => {
    renderView();
    emit({ status: 'done', events });
    fireEvent.click(screen.getByRole('switch', { name: 'Minor aspects' }));
    fireEvent.click(screen.getByRole('switch', { name: "The Moon's aspects and ingresses" }));
    expect(screen.getByText('5 of 5 events in the next 12 months.')).toBeInTheDocument();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Planet' }));
    fireEvent.click(screen.getByRole('option', { name: 'Mars' }));
    expect(eventTexts()).toEqual([
      'Transiting Mars square natal Sun',
      'Transiting Mars quincunx natal Sun',
      'Mars turns retrograde',
    ]);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Aspect' }));
    fireEvent.click(screen.getByRole('option', { name: 'Trine' }));
    expect(screen.getByTestId('timeline-empty')).toHaveTextContent(
      'No events match these filters in the next 12 months.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reset the filters' }));
    expect(screen.getByText('3 of 5 events in the next 12 months.')).toBeInTheDocument();
  });

  it('turns the wheel to an event', () => {
    renderView();
    emit({ status: 'done', events });
    fireEvent.click(
      screen.getByRole('button', { name: 'Show on the wheel: Mars turns retrograde' }),
    );
    expect(screen.getByLabelText('Transits on')).toHaveValue(
      dateInputValue(new Date('2026-05-02T08:00:00Z')),
    );
    expect(screen.getByTestId('outer-ring-caption')).toHaveTextContent(/2 May 2026|May 2, 2026/);
  });

  it('gives Send-to-AI the chart, the sky of the date and the events shown', () => {
    renderView();
    emit({ status: 'done', events });
    const timeline = screen.getByTestId('transit-timeline');
    expect(timeline).toHaveAttribute('data-send-to-ai', 'Transits to the chart of Ada');
    const data = JSON.parse(timeline.getAttribute('data-send-to-ai-data')!);
    expect(data.view).toBe('transits');
    expect(data.context).toContain('<chart name="Ada"');
    expect(data.context).toContain('<transits to="Ada">');
    expect(data.events).toEqual([
      { exactUT: '2026-03-10T08:00:00Z', event: 'Transiting Mars square natal Sun' },
      { exactUT: '2026-03-12T08:00:00Z', event: 'Transiting Saturn trine natal Ascendant' },
      { exactUT: '2026-05-02T08:00:00Z', event: 'Mars turns retrograde' },
    ]);
  });
});
