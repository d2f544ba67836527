import { notify, useNavigate } from '@astro/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SavedChartSnapshot } from '@astro/astrology';
import type { BirthData } from '../../../lib/birth-data/birth-data';
import { useUpdateChartMutation } from '../api/charts-api';
import { birthToInsert } from '../model/chart-record';

export interface UpdateChartFormProps {
  chartId: string;
  birth: BirthData;
  snapshot: SavedChartSnapshot;
}

/** Stores corrected birth data over a saved chart, with the chart cast again from it. */
export function UpdateChartForm({ chartId, birth, snapshot }: UpdateChartFormProps) {
  const [update, { isLoading, error }] = useUpdateChartMutation();
  const navigate = useNavigate();
  const submit = async () => {
    const { id: _id, ...values } = birthToInsert(chartId, birth, snapshot);
    const result = await update({ id: chartId, values });
    if ('error' in result) return;
    notify({ title: 'Chart updated', description: `“${birth.name}” was recalculated from the new birth data.`, variant: 'success' });
    navigate(`/charts/${chartId}`);
  };
  return (
    <Stack spacing={1.5}>
      <Button variant="contained" onClick={() => void submit()} disabled={isLoading}>
        Save changes
      </Button>
      {error && (
        <Alert severity="error">
          The changes could not be saved: {'message' in error ? error.message : 'please try again.'}
        </Alert>
      )}
    </Stack>
  );
}
