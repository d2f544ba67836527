import Addchart from '@mui/icons-material/Addchart';
import AutoGraph from '@mui/icons-material/AutoGraph';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, selectSessionStatus, useAppSelector } from '@astro/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useAttachableChartsQuery, type AttachableChart } from '../api/attachable-charts-api';
import { formatBirthDate, withChart, type ChartLimit } from '../model/attached-charts';

export const CHARTS_LOAD_FAILED = 'Your saved charts could not be loaded.';
export const NO_SAVED_CHARTS = 'You have no saved charts yet.';

export interface ChartAttachmentsProps {
  /** The attached charts' ids, in the order they were attached. */
  chartIds: readonly string[];
  limit: ChartLimit;
  onChange(chartIds: string[]): void;
  /** While a turn is under way the charts stay as they are. */
  disabled?: boolean;
  /** What the assistant says while it lacks a chart it reads (see `chartRequest`). */
  request?: string | null;
  /** A change that could not be saved. */
  error?: string | null;
}

function AttachedChip({
  id,
  chart,
  loading,
  disabled,
  onRemove,
}: {
  id: string;
  chart: AttachableChart | undefined;
  loading: boolean;
  disabled: boolean;
  onRemove(): void;
}) {
  const name = chart?.name ?? (loading ? 'Loading chart…' : 'A chart you can no longer open');
  return (
    <Box
      component="li"
      data-chart-id={id}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        maxWidth: '100%',
        pl: 1.25,
        pr: 0.25,
        minHeight: 32,
        borderRadius: 4,
        border: 1,
        borderColor: chart ? 'primary.main' : 'divider',
        bgcolor: 'action.hover',
      }}
    >
      <AutoGraph fontSize="small" color={chart ? 'primary' : 'disabled'} aria-hidden="true" />
      <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
        {name}
      </Typography>
      {chart && (
        <Typography variant="caption" color="text.secondary" noWrap>
          {formatBirthDate(chart.birthDate)}
        </Typography>
      )}
      <IconButton
        size="small"
        aria-label={`Remove chart ${chart?.name ?? ''}`.trim()}
        onClick={onRemove}
        disabled={disabled}
      >
        <Close fontSize="small" />
      </IconButton>
    </Box>
  );
}

/**
 * The saved charts attached to a conversation, as chips above the composer, with a menu of the
 * user's charts to attach one (or two for a synastry brain) and a remove button on each chip.
 */
export function ChartAttachments({
  chartIds,
  limit,
  onChange,
  disabled = false,
  request = null,
  error = null,
}: ChartAttachmentsProps) {
  const signedIn = useAppSelector(selectSessionStatus) === 'authenticated';
  const charts = useAttachableChartsQuery(undefined, { skip: !signedIn });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const list = charts.data ?? [];
  const loading = charts.isLoading || (charts.isFetching && !charts.data);
  const full = chartIds.length >= limit;
  const noCharts = !loading && !charts.isError && charts.data !== undefined && list.length === 0;
  const pickLabel =
    full && limit === 1
      ? 'Change chart'
      : chartIds.length > 0
        ? 'Attach another chart'
        : 'Attach chart';

  const pickerRef = useRef<HTMLButtonElement>(null);
  // A removed chip takes its button with it: focus goes on to the picker rather than the page.
  const refocusPicker = useRef(false);
  useEffect(() => {
    if (!refocusPicker.current) return;
    refocusPicker.current = false;
    pickerRef.current?.focus();
  });

  const close = () => setAnchor(null);
  const pick = (id: string) => {
    close();
    onChange(withChart(chartIds, id, limit));
  };

  return (
    <Stack spacing={1} data-testid="chart-attachments">
      {request && (
        <Alert severity="info" role="status" data-testid="chart-request">
          {request}
          {noCharts && (
            <>
              {' '}
              {NO_SAVED_CHARTS} <Link to="/calculate">Calculate and save your chart</Link> first.
            </>
          )}
        </Alert>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        {chartIds.length > 0 && (
          <Box
            component="ul"
            aria-label="Attached charts"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
          >
            {chartIds.map((id) => (
              <AttachedChip
                key={id}
                id={id}
                chart={list.find((chart) => chart.id === id)}
                loading={loading}
                disabled={disabled}
                onRemove={() => {
                  refocusPicker.current = true;
                  onChange(chartIds.filter((other) => other !== id));
                }}
              />
            ))}
          </Box>
        )}
        {!(full && limit > 1) && (
          <Button
            id={buttonId}
            ref={pickerRef}
            size="small"
            startIcon={<Addchart />}
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            aria-expanded={anchor ? 'true' : undefined}
            disabled={disabled}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            {pickLabel}
          </Button>
        )}
      </Stack>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': buttonId, dense: true } }}
      >
        {loading && (
          <MenuItem disabled>
            <CircularProgress size={16} sx={{ mr: 1 }} aria-hidden="true" />
            Loading your charts…
          </MenuItem>
        )}
        {charts.isError && <MenuItem disabled>{CHARTS_LOAD_FAILED}</MenuItem>}
        {charts.isError && <MenuItem onClick={() => void charts.refetch()}>Try again</MenuItem>}
        {noCharts && <MenuItem disabled>{NO_SAVED_CHARTS}</MenuItem>}
        {noCharts && (
          <MenuItem component={Link} to="/calculate" onClick={close}>
            Calculate and save a chart
          </MenuItem>
        )}
        {!loading &&
          list.map((chart) => {
            const attached = chartIds.includes(chart.id);
            return (
              <MenuItem
                key={chart.id}
                disabled={attached}
                selected={attached}
                onClick={() => pick(chart.id)}
              >
                <ListItemText
                  primary={chart.name}
                  secondary={`${formatBirthDate(chart.birthDate)}${attached ? ' · attached' : ''}`}
                />
              </MenuItem>
            );
          })}
      </Menu>
    </Stack>
  );
}
