import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import TimelapseIcon from '@mui/icons-material/Timelapse';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Link as RouterLink } from '@astro/shared';
import { curriculum } from '../model/catalog';
import { moduleCompletion, type ProgressBySlug } from '../model/progress';

export function ModuleList({ progress }: { progress: ProgressBySlug }) {
  return (
    <section aria-labelledby="modules-heading">
      <Typography id="modules-heading" variant="h5" component="h2" gutterBottom>
        Modules
      </Typography>
      {curriculum.map((module, index) => {
        const completion = moduleCompletion(module, progress);
        const labelId = `module-${module.slug}-progress`;
        return (
          <Accordion
            key={module.slug}
            defaultExpanded={index === 0 || (completion.completed > 0 && !completion.isComplete)}
            data-module={module.slug}
            disableGutters
          >
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              aria-controls={`module-${module.slug}-content`}
              id={`module-${module.slug}-header`}
            >
              <Stack spacing={0.75} sx={{ width: '100%', pr: 2 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="h6" component="h3">
                    {index + 1}. {module.title}
                  </Typography>
                  {completion.isComplete && (
                    <Chip color="success" size="small" label="Module complete" />
                  )}
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {module.description}
                </Typography>
                <Typography variant="body2" id={labelId}>
                  {completion.completed} of {completion.total} lessons completed
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={completion.percent}
                  aria-labelledby={labelId}
                />
              </Stack>
            </AccordionSummary>
            <AccordionDetails id={`module-${module.slug}-content`}>
              <List dense>
                {module.lessons.map((lesson) => {
                  const row = progress.get(lesson.slug);
                  const status = row?.completed ? 'Completed' : row ? 'Started' : 'Not started';
                  return (
                    <ListItem key={lesson.slug} disableGutters data-lesson-status={status}>
                      <ListItemIcon sx={{ minWidth: 36 }}>
                        {row?.completed ? (
                          <CheckCircleIcon color="success" titleAccess="Completed" />
                        ) : row ? (
                          <TimelapseIcon color="primary" titleAccess="Started" />
                        ) : (
                          <RadioButtonUncheckedIcon titleAccess="Not started" />
                        )}
                      </ListItemIcon>
                      <ListItemText
                        primary={
                          <Link component={RouterLink} to={`/learning?lesson=${lesson.slug}`}>
                            {lesson.title}
                          </Link>
                        }
                        secondary={`${lesson.summary} · ${lesson.minutes} min${
                          row?.quizScore != null && row.quizTotal != null
                            ? ` · best quiz score ${row.quizScore}/${row.quizTotal}`
                            : ''
                        }`}
                      />
                    </ListItem>
                  );
                })}
              </List>
            </AccordionDetails>
          </Accordion>
        );
      })}
    </section>
  );
}
