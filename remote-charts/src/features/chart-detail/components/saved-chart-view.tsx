import { Link as RouterLink, Page, RemoteWidget } from '@astro/shared';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Chip from '@mui/material/Chip';
import Alert from '@mui/material/Alert';
import { useEffect, useMemo, useRef } from 'react';
import { ChartExportActions, ChartReport, ChartViewsNav, EngineProgress, PrintStyles } from '../../../components';
import {
  type Chart,
  reReadBirth,
  snapshotOf,
} from '@astro/astrology';
import type { BirthData } from '../../../lib/birth-data/birth-data';
import { type SavedChart, useSavedChartEngine, useStoreSnapshotMutation } from '../../saved-charts';

/** A saved chart, cast again from its birth data with this version of the engine. */
export function SavedChartView({ saved, pending }: { saved: SavedChart; pending: boolean }) {
  const engine = useSavedChartEngine([saved]);
  const wheel = useRef<SVGSVGElement>(null);
  const { birth } = saved;
  const cast = useMemo((): { kind: 'cast'; chart: Chart; birth: BirthData } | { kind: 'error'; message: string } | null => {
    if (engine.status !== 'ready') return null;
    const current = reReadBirth(birth);
    try {
      const utc = new Date(current.utc);
      const chart = engine.engine.computeChart({ utc, lat: birth.place.lat, lon: birth.place.lon, houses: birth.houseSystem });
      return { kind: 'cast', chart, birth: current };
    } catch (error) {
      return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
    }
  }, [engine, birth]);

  // A chart saved by an older version keeps only what that version stored (perhaps cast for an
  // instant read with another rule); once it is cast again here, the current snapshot and instant
  // are stored for the lessons, the lists and the assistants.
  const [storeSnapshot] = useStoreSnapshotMutation();
  const upgraded = useRef(false);
  useEffect(() => {
    if (pending || saved.snapshot !== null || cast?.kind !== 'cast' || upgraded.current) return;
    upgraded.current = true;
    void storeSnapshot({ id: saved.id, snapshot: snapshotOf(cast.chart, cast.birth.time !== null), birth: cast.birth });
  }, [cast, pending, saved.id, saved.snapshot, storeSnapshot]);

  return (
    <Page title={birth.name} description={`Natal chart of ${birth.name}, born ${birth.date} in ${birth.place.name}.`} source="charts">
      <PrintStyles />
      <ChartViewsNav chartId={saved.id} current="natal">
        {pending && <Chip color="warning" label="Saved on this device, waiting to sync" />}
      </ChartViewsNav>
      <EngineProgress state={engine} />
      {cast?.kind === 'error' && <Alert severity="error">This chart could not be calculated: {cast.message}</Alert>}
      {cast?.kind === 'cast' && (
        <ChartReport
          birth={cast.birth}
          chart={cast.chart}
          wheelRef={wheel}
          savedId={pending ? undefined : saved.id}
          actions={
            <Stack spacing={1.5}>
              <ChartExportActions wheel={wheel} name={birth.name} />
              {!pending && (
                <Button
                  component={RouterLink}
                  to={`/calculate?edit=${saved.id}`}
                  variant="outlined"
                  startIcon={<EditIcon />}
                  sx={{ alignSelf: 'flex-start' }}
                  data-print-hide
                >
                  Edit birth data
                </Button>
              )}
            </Stack>
          }
        />
      )}
      {/* Once per page: the chat remote's Send-to-AI finds the summary marked data-send-to-ai. */}
      <RemoteWidget id="astro_chat/SendToAi" />
    </Page>
  );
}
