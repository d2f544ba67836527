import { AskAiButton, LoadError } from '@astro/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { GLYPH_FONT_FAMILY, type TransitEvent } from '@astro/astrology';
import { Fragment, useId, useMemo, useRef } from 'react';
import { wheelColors } from '../../../components/chart-wheel/wheel-colors';
import { formatLocalDateTime } from '../../../lib/date-input/date-input';
import type { TransitTimelineState } from '../hooks/use-transit-timeline';
import { groupByMonth, nowMarker } from '../model/timeline-groups';
import { eventKey, TIMELINE_MONTHS } from '../model/timeline-slices';
import { filterEvents, filtersAreDefault, type TransitFilters } from '../model/transit-filters';
import { TimelineFilters } from './timeline-filters';
import { TransitEventItem } from './transit-event-item';

export interface TransitTimelineProps {
  timeline: TransitTimelineState;
  filters: TransitFilters;
  onFiltersChange: (change: Partial<TransitFilters> | 'reset') => void;
  now: Date;
  onShow: (event: TransitEvent) => void;
  /** Marks the list for Send-to-AI: what to call it, and the data sent with a passage of it. */
  sendToAi: { label: string; data: (shown: readonly TransitEvent[]) => string };
}

function TimelineProgress({ timeline }: { timeline: TransitTimelineState }) {
  const { progress } = timeline;
  if (progress.status === 'loading') {
    const percent = progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;
    return (
      <Stack spacing={0.5} role="status" aria-live="polite">
        <Typography variant="body2" color="text.secondary">
          Loading planetary data for the timeline: {progress.loaded} of {progress.total} parts.
        </Typography>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label="Planetary data for the timeline downloaded"
        />
      </Stack>
    );
  }
  if (progress.status !== 'computing') return null;
  return (
    <Stack spacing={0.5} role="status" aria-live="polite" data-testid="timeline-progress">
      <Typography variant="body2" color="text.secondary">
        Finding transits: {progress.done} of {progress.total} months.
      </Typography>
      <LinearProgress
        variant="determinate"
        value={progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0}
        aria-label="Transit timeline calculated"
      />
    </Stack>
  );
}

/** The coming year's transit events, by month, filtered, with "now" marked. */
export function TransitTimeline({
  timeline,
  filters,
  onFiltersChange,
  now,
  onShow,
  sendToAi,
}: TransitTimelineProps) {
  const colors = wheelColors(useTheme());
  const headingId = useId();
  const events = useRef<HTMLDivElement>(null);
  const { progress } = timeline;
  const all = useMemo(
    () => (progress.status === 'computing' || progress.status === 'done' ? progress.events : []),
    [progress],
  );
  const shown = useMemo(() => filterEvents(all, filters), [all, filters]);
  const groups = useMemo(() => groupByMonth(shown), [shown]);
  const marker = nowMarker(groups, now);
  const data = useMemo(() => sendToAi.data(shown), [sendToAi, shown]);
  const done = progress.status === 'done';

  const nowItem = (
    <li className="event-now" data-testid="now-marker">
      <span>Now</span>
      <time dateTime={now.toISOString()}>{formatLocalDateTime(now)}</time>
    </li>
  );

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, md: 2 } }}
    >
      <Typography id={headingId} variant="h5" component="h2" gutterBottom>
        Transit timeline
      </Typography>
      <Stack spacing={1.5}>
        <TimelineFilters filters={filters} onChange={onFiltersChange} />
        <TimelineProgress timeline={timeline} />
        {progress.status === 'error' && (
          <LoadError
            message="The transit timeline could not be calculated."
            detail={progress.message}
            onRetry={timeline.retry}
          />
        )}
        {progress.status !== 'error' && progress.status !== 'loading' && (
          <Typography variant="body2" color="text.secondary" role="status">
            {done
              ? `${shown.length} of ${all.length} events in the next ${TIMELINE_MONTHS} months.`
              : `${shown.length} events found so far.`}
          </Typography>
        )}
        {done && all.length === 0 && (
          <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }} data-testid="timeline-empty">
            <Typography>
              No transit events were found for the next {TIMELINE_MONTHS} months.
            </Typography>
          </Paper>
        )}
        {done && all.length > 0 && shown.length === 0 && (
          <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }} data-testid="timeline-empty">
            <Typography sx={{ mb: 1.5 }}>
              No events match these filters in the next {TIMELINE_MONTHS} months.
            </Typography>
            {!filtersAreDefault(filters) && (
              <Button variant="outlined" onClick={() => onFiltersChange('reset')}>
                Reset the filters
              </Button>
            )}
          </Paper>
        )}
        {groups.length > 0 && <AskAiButton target={events} />}
        {groups.length > 0 && (
          <Box
            ref={events}
            data-testid="transit-timeline"
            data-computed-in={timeline.site ?? undefined}
            data-send-to-ai={sendToAi.label}
            data-send-to-ai-data={data}
            sx={{
              maxHeight: { xs: 480, md: 640 },
              overflowY: 'auto',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              '@media print': { maxHeight: 'none', overflow: 'visible' },
              '& h3': {
                position: 'sticky',
                top: 0,
                zIndex: 1,
                m: 0,
                px: 1.5,
                py: 0.75,
                bgcolor: 'background.paper',
                borderBottom: 1,
                borderColor: 'divider',
                typography: 'subtitle1',
                fontWeight: 700,
              },
              '& ul': { listStyle: 'none', m: 0, p: 0 },
              '& .event': {
                display: 'grid',
                gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(9.5rem, auto) 4.2rem 1fr auto' },
                columnGap: 1,
                alignItems: 'center',
                px: 1.5,
                py: 0.75,
                borderBottom: 1,
                borderColor: 'divider',
                typography: 'body2',
              },
              '& .event-time': {
                color: 'text.secondary',
                whiteSpace: 'nowrap',
                gridColumn: { xs: '1 / -1', sm: 'auto' },
              },
              '& .event-glyphs': {
                fontFamily: GLYPH_FONT_FAMILY,
                fontSize: '1.05rem',
                whiteSpace: 'nowrap',
                display: { xs: 'none', sm: 'inline-flex' },
                alignItems: 'center',
                gap: 0.25,
              },
              '& .event-show': {
                font: 'inherit',
                fontSize: '0.8rem',
                color: 'primary.main',
                background: 'none',
                border: 0,
                cursor: 'pointer',
                textDecoration: 'underline',
                p: 0.5,
                '@media print': { display: 'none' },
              },
              '& .event-show:focus-visible': {
                outline: 2,
                outlineStyle: 'solid',
                outlineColor: 'primary.main',
              },
              '& .event-now': {
                display: 'flex',
                gap: 1,
                px: 1.5,
                py: 0.5,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                typography: 'body2',
                fontWeight: 700,
              },
            }}
          >
            {groups.map((group) => (
              <section key={group.key} aria-label={group.label}>
                <h3>{group.label}</h3>
                <ul>
                  {group.events.map((event, index) => (
                    <Fragment key={eventKey(event)}>
                      {marker?.groupKey === group.key && marker.index === index && nowItem}
                      <TransitEventItem
                        event={event}
                        aspectColor={
                          event.type === 'aspect' ? colors.aspects[event.aspect] : colors.ink
                        }
                        onShow={onShow}
                      />
                    </Fragment>
                  ))}
                  {marker?.groupKey === group.key &&
                    marker.index === group.events.length &&
                    nowItem}
                </ul>
              </section>
            ))}
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
