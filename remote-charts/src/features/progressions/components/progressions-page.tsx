import { useParams } from '@astro/shared';
import { SavedChartGate } from '../../saved-charts';
import { ProgressionsView } from './progressions-view';

export default function ProgressionsPage() {
  const { chartId = '' } = useParams();
  return (
    <SavedChartGate
      chartId={chartId}
      title="Progressions"
      description="One saved natal chart, progressed to a chosen date."
    >
      {(saved, pending) => <ProgressionsView key={saved.id} saved={saved} pending={pending} />}
    </SavedChartGate>
  );
}
