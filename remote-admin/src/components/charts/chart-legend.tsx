import Box from '@mui/material/Box';

/** The series' colours and names; hidden from screen readers, which read the data table instead. */
export function ChartLegend({ series }: { series: { name: string; color: string }[] }) {
  return (
    <Box
      component="ul"
      aria-hidden="true"
      sx={{ display: 'flex', gap: 2, listStyle: 'none', p: 0, m: 0, mt: 1, fontSize: 14 }}
    >
      {series.map((s) => (
        <Box component="li" key={s.name} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box
            component="span"
            sx={{ width: 12, height: 12, borderRadius: '3px', bgcolor: s.color }}
          />
          {s.name}
        </Box>
      ))}
    </Box>
  );
}
