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
/**
 * Every public @mui/material module. The shell provides all of them (a provided module costs
 * nothing until someone loads it) and production remotes bundle none (`import: false`): MUI
 * components talk through internal contexts (a Select's menu and its MenuItems, a FormControl and
 * its inputs) that live in files no one can share by name, so the components must all come from
 * one build, or a Select from one app with MenuItems from another breaks.
 */
function muiModules() {
  const exportsMap = require('@mui/material/package.json').exports;
  return Object.keys(exportsMap)
    .filter((key) => /^\.\/[A-Za-z]+$/.test(key))
    .map((key) => key.slice(2))
    .filter(
      (name) => !/^(Pigment|OverridableComponent$|themeCssVarsAugmentation$|internal$)/.test(name),
    )
    .filter((name) => {
      try {
        require.resolve(`@mui/material/${name}`);
        return true;
      } catch {
        return false;
      }
    });
}

/**
 * @param {{ role: 'host' | 'remote' | 'standalone' }} options  'standalone' is a remote's dev
 *   harness, which has no shell to borrow MUI from.
 */
function createSharedDeps({ role } = { role: 'standalone' }) {
  const muiVersion = versions['@mui/material'];
  // The shell imports every MUI module (shell/src/federation/provide-mui.ts), so it provides all of
  // them; production remotes consume MUI only from there. The host provides MUI and its icons
  // through hostMuiProvides() and does not consume them: its own imports are plain modules, with
  // no share-scope lookup and no chunk per component or icon on the way to the first render.
  const icons = { '@mui/icons-material/': singleton(versions['@mui/icons-material']) };
  const mui =
    role === 'remote'
      ? { '@mui/material/': singleton(muiVersion, { import: false }), ...icons }
      : role === 'host'
        ? {}
        : { '@mui/material/': singleton(muiVersion), ...icons };
  return {
    ...mui,
    react: singleton(versions.react),
    'react/jsx-runtime': singleton(versions.react),
    'react-dom': singleton(versions['react-dom']),
    'react-dom/client': singleton(versions['react-dom']),
    '@emotion/react': singleton(versions['@emotion/react']),
    '@emotion/styled': singleton(versions['@emotion/styled']),
    '@reduxjs/toolkit': singleton(versions['@reduxjs/toolkit']),
    '@reduxjs/toolkit/query/react': singleton(versions['@reduxjs/toolkit']),
    'react-redux': singleton(versions['react-redux']),
    '@supabase/supabase-js': singleton(versions['@supabase/supabase-js']),
    '@astro/shared': singleton(`^${sharedPackage.version}`),
  };
}

/**
 * ProvideSharedPlugin options with which the host offers every MUI module, and the icons it
 * uses, to the remotes.
 */
function hostMuiProvides() {
  const provide = (prefix, version) => ({
    [prefix]: { shareKey: prefix, requiredVersion: version, singleton: true, request: prefix },
  });
  return {
    ...provide('@mui/material/', versions['@mui/material']),
    ...provide('@mui/icons-material/', versions['@mui/icons-material']),
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

module.exports = { createSharedDeps, hostMuiProvides, muiModules, SINGLETON_PACKAGES };
