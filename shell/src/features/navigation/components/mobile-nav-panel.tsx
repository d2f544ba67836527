import { Link as RouterLink, selectSessionUser, useAppSelector } from '@astro/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { ThemeRadioList } from '../../theme';
import { APP_FEATURE_LINKS, MAIN_LINKS, RESOURCE_LINKS, type NavLink } from '../model/nav-links';

const SECTIONS: { title: string; links: NavLink[] }[] = [
  { title: 'Navigate', links: MAIN_LINKS },
  { title: 'App Features', links: APP_FEATURE_LINKS },
  { title: 'Resources', links: RESOURCE_LINKS.filter((link) => link.to !== '/app-details') },
];

/**
 * The side menu's drawer; loaded when first opened. On small screens it also holds what the
 * desktop keeps elsewhere: signing in, and the theme (the floating button would cover content).
 */
export default function MobileNavPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const signedIn = useAppSelector(selectSessionUser) !== null;
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-label': 'Side menu' } }}
    >
      <Box sx={{ width: 280 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
          <Typography component="p" sx={{ fontWeight: 700, flexGrow: 1 }}>
            Menu
          </Typography>
          <IconButton aria-label="Close navigation menu" edge="end" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        {!signedIn && (
          <Box sx={{ px: 2, pb: 1 }}>
            <Button
              component={RouterLink}
              to="/login"
              variant="contained"
              fullWidth
              onClick={onClose}
            >
              Sign In
            </Button>
          </Box>
        )}
        <Divider />
        <Box component="nav" aria-label="Site">
          {SECTIONS.map((section) => (
            <List
              key={section.title}
              dense
              subheader={
                <ListSubheader sx={{ bgcolor: 'background.paper' }}>{section.title}</ListSubheader>
              }
            >
              {section.links.map((link) => (
                <ListItemButton key={link.to} component={RouterLink} to={link.to} onClick={onClose}>
                  <ListItemText primary={link.label} />
                </ListItemButton>
              ))}
            </List>
          ))}
        </Box>
        <Divider />
        <ThemeRadioList />
      </Box>
    </Drawer>
  );
}
