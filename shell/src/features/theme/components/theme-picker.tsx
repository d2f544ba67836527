import Fab from '@mui/material/Fab';
import PaletteIcon from '@mui/icons-material/Palette';
import { lazy, Suspense, useId, useState } from 'react';
import { useThemeChoice } from './app-theme-provider';

const ThemeMenu = lazy(() => import('./theme-menu'));

/** Floating button that switches among the six themes; the choice is remembered. */
export function ThemePicker() {
  const { themeName, setThemeName } = useThemeChoice();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [loaded, setLoaded] = useState(false);
  const menuId = useId();
  return (
    <>
      <Fab
        size="medium"
        color="primary"
        aria-label="Choose theme"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onPointerEnter={() => setLoaded(true)}
        onFocus={() => setLoaded(true)}
        onClick={(event) => {
          setLoaded(true);
          setAnchor(event.currentTarget);
        }}
      >
        <PaletteIcon />
      </Fab>
      {loaded && (
        <Suspense fallback={null}>
          <ThemeMenu
            id={menuId}
            anchor={anchor}
            current={themeName}
            onPick={(name) => {
              setThemeName(name);
              setAnchor(null);
            }}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
