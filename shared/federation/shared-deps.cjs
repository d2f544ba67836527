// The one list of shared singletons (DESIGN §4). Every app passes this to ModuleFederationPlugin,
// so a library is loaded once at run time, whichever app loads first ('loaded-first').
const sharedPackage = require('../package.json');

const versions = sharedPackage.dependencies;

const singleton = (requiredVersion, extra = {}) => ({
  singleton: true,
  requiredVersion,
  ...extra,
});

/**
 * MUI is shared per module ('@mui/material/Button', ...) rather than as its barrel: sharing the
 * barrel would ship every component to every first visit, because shared modules cannot be
 * tree-shaken. Each component is still loaded once; code imports MUI by deep path (lint enforces it).
 *
 * react-router-dom is not shared as a package for the same reason (it is ~60 KB gzipped whole): the
 * apps use the router API re-exported by @astro/shared, a singleton, so one tree-shaken copy exists.
 */
function createSharedDeps() {
  return {
    react: singleton(versions.react),
    'react/jsx-runtime': singleton(versions.react),
    'react-dom': singleton(versions['react-dom']),
    'react-dom/client': singleton(versions['react-dom']),
    '@mui/material/': singleton(versions['@mui/material']),
    '@mui/icons-material/': singleton(versions['@mui/icons-material']),
    '@emotion/react': singleton(versions['@emotion/react']),
    '@emotion/styled': singleton(versions['@emotion/styled']),
    '@reduxjs/toolkit': singleton(versions['@reduxjs/toolkit']),
    '@reduxjs/toolkit/query/react': singleton(versions['@reduxjs/toolkit']),
    'react-redux': singleton(versions['react-redux']),
    '@supabase/supabase-js': singleton(versions['@supabase/supabase-js']),
    '@astro/shared': singleton(`^${sharedPackage.version}`),
  };
}

/** Package names whose code must be loaded once at run time (checked by bench:web and e2e). */
const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  '@mui/material',
  '@emotion/react',
  '@emotion/styled',
  '@reduxjs/toolkit',
  'react-redux',
  '@supabase/supabase-js',
];

module.exports = { createSharedDeps, SINGLETON_PACKAGES };
