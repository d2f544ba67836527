import { Page } from '@astro/shared';
import Typography from '@mui/material/Typography';

export default function CurriculumPage() {
  return (
    <Page title="Learning" description="Lessons that teach you to read a natal chart." source="learning">
      <Typography>Lessons that teach you to read a natal chart.</Typography>
    </Page>
  );
}
