import { useParams } from '@astro/shared';
import { SavedChartGate } from '../../saved-charts';
import { ReturnsView } from './returns-view';

export default function ReturnsPage() {
  const { chartId = '' } = useParams();
  return (
    <SavedChartGate
      chartId={chartId}
      title="Returns"
      description="The next solar and lunar returns of one saved chart."
    >
      {(saved, pending) => <ReturnsView key={saved.id} saved={saved} pending={pending} />}
    </SavedChartGate>
  );
}
