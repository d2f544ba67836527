import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from '@astro/shared';
import type { NavLink } from '../model/nav-links';

export interface NavMenuProps {
  id: string;
  labelledBy: string;
  anchor: HTMLElement | null;
  links: NavLink[];
  onClose: () => void;
}

/** The opened list of a top-bar menu; loaded on first open, so first visits do not pay for it. */
export default function NavMenu({ id, labelledBy, anchor, links, onClose }: NavMenuProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': labelledBy } }}
    >
      {links.map((link) => (
        <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={onClose}>
          {link.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
