import { PALETTES, THEME_NAMES } from '@astro/shared';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import CheckIcon from '@mui/icons-material/Check';
import { useThemeChoice } from './app-theme-provider';

/**
 * The six themes as a radio group, for the side menu: on small screens the floating theme button
 * would cover content, so the choice lives in the menu there.
 */
export function ThemeRadioList() {
  const { themeName, setThemeName } = useThemeChoice();
  return (
    <List
      dense
      role="radiogroup"
      aria-labelledby="side-menu-theme"
      subheader={
        <ListSubheader id="side-menu-theme" sx={{ bgcolor: 'background.paper' }}>
          Theme
        </ListSubheader>
      }
    >
      {THEME_NAMES.map((name) => {
        const palette = PALETTES[name];
        const selected = name === themeName;
        return (
          <ListItemButton
            key={name}
            role="radio"
            aria-checked={selected}
            selected={selected}
            onClick={() => setThemeName(name)}
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <Box
                aria-hidden="true"
                sx={{
                  width: 20,
                  height: 20,
                  borderRadius: '50%',
                  border: 2,
                  borderColor: palette.primary,
                  background: `linear-gradient(135deg, ${palette.background} 50%, ${palette.primary} 50%)`,
                }}
              />
            </ListItemIcon>
            <ListItemText primary={palette.label} />
            {selected && <CheckIcon fontSize="small" aria-hidden="true" />}
          </ListItemButton>
        );
      })}
    </List>
  );
}
