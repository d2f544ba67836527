import { visuallyHiddenSx } from '@astro/shared';
import Box from '@mui/material/Box';

/**
 * The numbers behind a chart as a table that only screen readers see, so the chart's content is
 * not locked inside a picture.
 */
export function ChartDataTable({
  caption,
  labels,
  series,
}: {
  caption: string;
  labels: string[];
  series: { name: string; values: number[] }[];
}) {
  return (
    <Box component="table" sx={visuallyHiddenSx}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Day</th>
          {series.map((s) => (
            <th key={s.name} scope="col">
              {s.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {labels.map((label, i) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            {series.map((s) => (
              <td key={s.name}>{s.values[i] ?? 0}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
