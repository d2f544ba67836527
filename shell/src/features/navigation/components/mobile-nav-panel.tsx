import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { Link as RouterLink } from '@astro/shared';
import { APP_FEATURE_LINKS, MAIN_LINKS, RESOURCE_LINKS, type NavLink } from '../model/nav-links';

const SECTIONS: { title: string; links: NavLink[] }[] = [
  { title: 'Navigate', links: MAIN_LINKS },
  { title: 'App Features', links: APP_FEATURE_LINKS },
  { title: 'Resources', links: RESOURCE_LINKS.filter((link) => link.to !== '/app-details') },
];

/** The side menu's drawer; loaded when first opened. */
export default function MobileNavPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer anchor="left" open={open} onClose={onClose}>
      <Box component="nav" aria-label="Site" sx={{ width: 280 }}>
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
    </Drawer>
  );
}
