import DownloadIcon from '@mui/icons-material/Download';
import ImageIcon from '@mui/icons-material/Image';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type RefObject, useState } from 'react';
import { downloadBlob } from '../../../lib/chart-export/download-file';
import { chartFileName, serializeSvg } from '../../../lib/chart-export/serialize-svg';
import { svgToPng } from '../../../lib/chart-export/svg-to-png';

export interface ChartExportActionsProps {
  wheel: RefObject<SVGSVGElement | null>;
  name: string;
}

/** Download the wheel as SVG or PNG, or print the page. */
export function ChartExportActions({ wheel, name }: ChartExportActionsProps) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const exportSvg = () => {
    if (!wheel.current) return;
    downloadBlob(new Blob([serializeSvg(wheel.current)], { type: 'image/svg+xml' }), `${chartFileName(name)}.svg`);
  };
  const exportPng = async () => {
    const svg = wheel.current;
    if (!svg) return;
    setBusy(true);
    setError(null);
    try {
      const { width, height } = svg.viewBox.baseVal;
      downloadBlob(await svgToPng(serializeSvg(svg), width, height, 2), `${chartFileName(name)}.png`);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1} data-print-hide>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={exportSvg}>
          Export SVG
        </Button>
        <Button variant="outlined" startIcon={<ImageIcon />} onClick={() => void exportPng()} disabled={busy}>
          Export PNG
        </Button>
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
          Print
        </Button>
      </Stack>
      {error && <Alert severity="error">The PNG could not be made: {error}</Alert>}
    </Stack>
  );
}
