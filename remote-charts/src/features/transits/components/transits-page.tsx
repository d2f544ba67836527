import { useParams } from '@astro/shared';
import { SavedChartGate } from '../../saved-charts';
import { TransitsView } from './transits-view';

export default function TransitsPage() {
  const { chartId = '' } = useParams();
  return (
    <SavedChartGate
      chartId={chartId}
      title="Transits"
      description="Transits to one saved natal chart."
    >
      {(saved, pending) => <TransitsView key={saved.id} saved={saved} pending={pending} />}
    </SavedChartGate>
  );
}
