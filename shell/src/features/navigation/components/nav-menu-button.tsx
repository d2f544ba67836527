import Button from '@mui/material/Button';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { lazy, Suspense, useId, useState } from 'react';
import type { NavLink } from '../model/nav-links';

const NavMenu = lazy(() => import('./nav-menu'));

/** A top-bar button opening a menu of links; arrows, Enter and Escape work as in any menu. */
export function NavMenuButton({ label, links }: { label: string; links: NavLink[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [loaded, setLoaded] = useState(false);
  const buttonId = useId();
  const menuId = useId();
  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        endIcon={<ExpandMoreIcon />}
        // Fetch the menu's code on intent, so it is usually ready by the click.
        onPointerEnter={() => setLoaded(true)}
        onFocus={() => setLoaded(true)}
        onClick={(event) => {
          setLoaded(true);
          setAnchor(event.currentTarget);
        }}
      >
        {label}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <NavMenu
            id={menuId}
            labelledBy={buttonId}
            anchor={anchor}
            links={links}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
