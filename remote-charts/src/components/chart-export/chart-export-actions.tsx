import DownloadIcon from '@mui/icons-material/Download';
import ImageIcon from '@mui/icons-material/Image';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { type RefObject, useState } from 'react';
import { downloadBlob } from '@astro/shared';
import { chartFileName, serializeSvg } from '../../lib/chart-export/serialize-svg';
import { svgToPng } from '../../lib/chart-export/svg-to-png';
import { WHEEL_PAPER_CSS } from '../chart-wheel/wheel-drawing';

export interface ChartExportActionsProps {
  wheel: RefObject<SVGSVGElement | null>;
  name: string;
  /** What the drawing shows, first in the file name; "natal-chart" by default. */
  kind?: string;
  /**
   * Names the drawing in the buttons' accessible names ("Export SVG of the composite chart") when
   * a page has more than one drawing to export.
   */
  drawing?: string;
  /** False where another set of actions on the page already offers Print. */
  print?: boolean;
}

/** Download the wheel as SVG or PNG, or print the page. */
export function ChartExportActions({
  wheel,
  name,
  kind,
  drawing,
  print = true,
}: ChartExportActionsProps) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Files are mostly printed or shared, where the dark themes' backgrounds do not belong.
  const [paper, setPaper] = useState(true);
  const fileSvg = (svg: SVGSVGElement) => serializeSvg(svg, paper ? WHEEL_PAPER_CSS : undefined);

  const exportSvg = () => {
    if (!wheel.current) return;
    downloadBlob(
      new Blob([fileSvg(wheel.current)], { type: 'image/svg+xml' }),
      `${chartFileName(name, kind)}.svg`,
    );
  };
  const exportPng = async () => {
    const svg = wheel.current;
    if (!svg) return;
    setBusy(true);
    setError(null);
    try {
      const { width, height } = svg.viewBox.baseVal;
      downloadBlob(
        await svgToPng(fileSvg(svg), width, height, 2),
        `${chartFileName(name, kind)}.png`,
      );
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1} data-print-hide>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={exportSvg}
          aria-label={drawing ? `Export SVG of ${drawing}` : undefined}
        >
          Export SVG
        </Button>
        <Button
          variant="outlined"
          startIcon={<ImageIcon />}
          onClick={() => void exportPng()}
          disabled={busy}
          aria-label={drawing ? `Export PNG of ${drawing}` : undefined}
        >
          Export PNG
        </Button>
        {print && (
          <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
            Print
          </Button>
        )}
        <FormControlLabel
          control={<Switch checked={paper} onChange={(event) => setPaper(event.target.checked)} />}
          label="Light background"
          sx={{ ml: 0.5 }}
        />
      </Stack>
      {error && <Alert severity="error">The PNG could not be made: {error}</Alert>}
    </Stack>
  );
}
