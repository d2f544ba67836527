import { useParams } from '@astro/shared';
import { SavedChartGate } from '../../saved-charts';
import { SavedChartView } from './saved-chart-view';

export default function ChartDetailPage() {
  const { chartId = '' } = useParams();
  return (
    <SavedChartGate chartId={chartId} title="Chart" description="One saved natal chart, recomputed from its birth data.">
      {(saved, pending) => <SavedChartView key={saved.id} saved={saved} pending={pending} />}
    </SavedChartGate>
  );
}
