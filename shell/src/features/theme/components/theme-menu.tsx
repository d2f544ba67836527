import { PALETTES, THEME_NAMES, type ThemeName } from '@astro/shared';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CheckIcon from '@mui/icons-material/Check';

export interface ThemeMenuProps {
  id: string;
  anchor: HTMLElement | null;
  current: ThemeName;
  onPick: (name: ThemeName) => void;
  onClose: () => void;
}

/** The six themes as radio items; loaded when the picker is first opened. */
export default function ThemeMenu({ id, anchor, current, onPick, onClose }: ThemeMenuProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      slotProps={{ list: { 'aria-label': 'Theme' } }}
    >
      {THEME_NAMES.map((name) => {
        const palette = PALETTES[name];
        const selected = name === current;
        return (
          <MenuItem key={name} role="menuitemradio" aria-checked={selected} selected={selected} onClick={() => onPick(name)}>
            <ListItemIcon>
              <Box
                aria-hidden="true"
                sx={{
                  width: 22,
                  height: 22,
                  borderRadius: '50%',
                  border: 2,
                  borderColor: palette.primary,
                  background: `linear-gradient(135deg, ${palette.background} 50%, ${palette.primary} 50%)`,
                }}
              />
            </ListItemIcon>
            <ListItemText>{palette.label}</ListItemText>
            {selected && <CheckIcon fontSize="small" aria-hidden="true" sx={{ ml: 2 }} />}
          </MenuItem>
        );
      })}
    </Menu>
  );
}
