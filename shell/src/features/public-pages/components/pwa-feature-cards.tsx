import AutorenewIcon from '@mui/icons-material/Autorenew';
import DevicesIcon from '@mui/icons-material/Devices';
import InstallMobileIcon from '@mui/icons-material/InstallMobile';
import WifiIcon from '@mui/icons-material/Wifi';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

const FEATURES = [
  {
    title: 'Installable',
    icon: InstallMobileIcon,
    text: 'Add Astro to your home screen, dock or start menu straight from the browser. It opens in its own window, without address bar or tabs.',
  },
  {
    title: 'Internet Required',
    icon: WifiIcon,
    text: 'The AI assistants, signing in and syncing your charts need a connection. Once loaded, the app still opens offline and calculates charts on your device.',
  },
  {
    title: 'App-like Experience',
    icon: DevicesIcon,
    text: 'Full-screen, fast to move around, and at home on phone, tablet and desktop, with six themes and menus that work from the keyboard.',
  },
  {
    title: 'Always Updated',
    icon: AutorenewIcon,
    text: 'New versions arrive by themselves. When one is ready you are asked “New content available. Reload?” — no store update to wait for.',
  },
];

export function PwaFeatureCards({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
      }}
    >
      {FEATURES.map(({ title, icon: Icon, text }) => (
        <li key={title}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Icon aria-hidden sx={{ color: 'primary.main', fontSize: 32, mb: 1 }} />
              <Typography component={`h${headingLevel}`} variant="h6" gutterBottom>
                {title}
              </Typography>
              <Typography color="text.secondary">{text}</Typography>
            </CardContent>
          </Card>
        </li>
      ))}
    </Box>
  );
}
