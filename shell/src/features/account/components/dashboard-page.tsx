import {
  hasAnyRole,
  LastUpdated,
  Link as RouterLink,
  Page,
  RemoteWidget,
  selectSessionUser,
  useAppSelector,
  useUserRoles,
} from '@astro/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import {
  useAccountProfileQuery,
  useLessonProgressQuery,
  useRecentChartsQuery,
  useRecentConversationsQuery,
  type RecentThread,
} from '../api/account-api';
import { formatWhen } from '../model/durations';
import { SectionCard } from './section-card';

const QUICK_ACTIONS = [
  { label: 'Calculate a chart', to: '/calculate' },
  { label: 'Chat with a brain', to: '/brains' },
  { label: 'Ask Grok', to: '/grok' },
  { label: 'Continue learning', to: '/learning' },
  { label: 'Edit profile', to: '/profile' },
] as const;

function Empty({ children }: { children: string }) {
  return <Typography color="text.secondary">{children}</Typography>;
}

function AssignedMessagesUnavailable() {
  return (
    <Typography color="text.secondary">
      Your assigned messages cannot be shown right now.
    </Typography>
  );
}

/** /dashboard: the signed-in home with what the user did last and where to go next. */
export default function DashboardPage() {
  const user = useAppSelector(selectSessionUser);
  const userId = user?.id ?? '';
  const skip = !user;
  const profile = useAccountProfileQuery(userId, { skip });
  const charts = useRecentChartsQuery(userId, { skip });
  const conversations = useRecentConversationsQuery(userId, { skip });
  const lessons = useLessonProgressQuery(userId, { skip });
  const { roles } = useUserRoles();

  const threads: RecentThread[] = conversations.data ?? [];
  const lessonRows = lessons.data ?? [];
  const completed = lessonRows.filter((row) => row.completed).length;
  const lastLesson = lessonRows[0];
  const name = profile.data?.username ?? user?.email ?? 'there';

  return (
    <Page
      title="Dashboard"
      description="Your recent charts, conversations and lessons, and quick ways to continue."
    >
      <Typography sx={{ mb: 3, fontSize: '1.15rem' }}>Welcome back, {name}.</Typography>
      <LastUpdated at={charts.fulfilledTimeStamp} />
      <Box
        component="nav"
        aria-label="Quick actions"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 3 }}
      >
        {QUICK_ACTIONS.map((action, index) => (
          <Button
            key={action.to}
            component={RouterLink}
            to={action.to}
            variant={index === 0 ? 'contained' : 'outlined'}
          >
            {action.label}
          </Button>
        ))}
      </Box>
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}
      >
        <SectionCard title="Recent charts">
          {charts.data && charts.data.length > 0 ? (
            <List disablePadding aria-label="Recent charts">
              {charts.data.map((chart) => (
                <ListItem key={chart.id} disableGutters divider>
                  <ListItemText
                    primary={
                      <Link component={RouterLink} to={`/charts/${chart.id}`}>
                        {chart.name}
                      </Link>
                    }
                    secondary={`Born ${new Date(`${chart.birth_date}T00:00:00`).toLocaleDateString(undefined, { dateStyle: 'long' })}`}
                  />
                </ListItem>
              ))}
            </List>
          ) : (
            <Empty>
              {charts.isLoading
                ? 'Loading your charts…'
                : 'No charts yet. Calculate your first natal chart.'}
            </Empty>
          )}
          <Link component={RouterLink} to="/charts">
            All charts
          </Link>
        </SectionCard>
        <SectionCard title="Recent threads">
          {threads.length > 0 ? (
            <List disablePadding aria-label="Recent threads">
              {threads.map((thread) => (
                <ListItem key={`${thread.kind}-${thread.id}`} disableGutters divider>
                  <ListItemText
                    primary={thread.title}
                    secondary={`${thread.kind === 'brain' ? 'Brain chat' : 'Grok conversation'} · ${formatWhen(thread.at)}`}
                  />
                </ListItem>
              ))}
            </List>
          ) : (
            <Empty>
              {conversations.isLoading
                ? 'Loading your threads…'
                : 'No conversations yet. Ask a brain or Grok anything.'}
            </Empty>
          )}
          <Link component={RouterLink} to="/threads">
            Chat history
          </Link>
        </SectionCard>
        <SectionCard title="Learning progress">
          {lessonRows.length > 0 ? (
            <>
              <Typography>
                {completed} {completed === 1 ? 'lesson' : 'lessons'} completed
                {lastLesson ? ` · last studied ${formatWhen(lastLesson.updated_at)}` : ''}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={lessonRows.length === 0 ? 0 : (completed / lessonRows.length) * 100}
                aria-label={`${completed} of ${lessonRows.length} started lessons completed`}
              />
            </>
          ) : (
            <Empty>
              {lessons.isLoading ? 'Loading your progress…' : 'You have not started a lesson yet.'}
            </Empty>
          )}
          <Link component={RouterLink} to="/learning">
            Go to lessons
          </Link>
        </SectionCard>
        {hasAnyRole(roles, ['support']) && (
          <SectionCard title="Assigned to me">
            <RemoteWidget
              id="astro_admin/AssignedMessages"
              fallback={AssignedMessagesUnavailable}
            />
          </SectionCard>
        )}
      </Box>
    </Page>
  );
}
