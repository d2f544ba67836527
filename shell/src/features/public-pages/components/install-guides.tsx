import AndroidIcon from '@mui/icons-material/Android';
import AppleIcon from '@mui/icons-material/Apple';
import ComputerIcon from '@mui/icons-material/Computer';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { INSTALL_GUIDES, type InstallPlatform } from '../model/platform-comparison';

const ICONS: Record<InstallPlatform, typeof AndroidIcon> = {
  android: AndroidIcon,
  desktop: ComputerIcon,
  ios: AppleIcon,
};

export function InstallGuides() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
      {INSTALL_GUIDES.map((guide) => {
        const Icon = ICONS[guide.platform];
        return (
          <Paper
            key={guide.platform}
            component="section"
            variant="outlined"
            aria-labelledby={`install-${guide.platform}`}
            sx={{ p: 2.5 }}
          >
            <Typography
              id={`install-${guide.platform}`}
              component="h3"
              variant="h6"
              sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
            >
              <Icon aria-hidden />
              {guide.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {guide.browsers}
            </Typography>
            <Box component="ol" sx={{ pl: 2.5, m: 0, '& li': { mb: 0.75 } }}>
              {guide.steps.map((step) => (
                <Typography component="li" key={step}>
                  {step}
                </Typography>
              ))}
            </Box>
            {guide.note && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                {guide.note}
              </Typography>
            )}
          </Paper>
        );
      })}
    </Box>
  );
}
