// The one list of shared singletons (docs/architecture.md, Federation). Every app passes this to ModuleFederationPlugin,
// so a library is loaded once at run time, whichever app loads first ('loaded-first').
const fs = require('node:fs');
const path = require('node:path');
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
  // The shell provides every MUI module at run time (shell/src/federation/provide-mui.ts);
  // production remotes consume MUI only from there. The host's own imports are plain modules.
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

/** The version of a package installed here, read from its package.json (some packages do not export it). */
function installedVersion(packageName) {
  if (packageName === sharedPackage.name) return sharedPackage.version;
  for (const dir of require.resolve.paths(packageName) ?? []) {
    try {
      return JSON.parse(fs.readFileSync(path.join(dir, packageName, 'package.json'), 'utf8'))
        .version;
    } catch {
      // not in this node_modules folder; try the next
    }
  }
  throw new Error(`Cannot find the installed version of ${packageName}`);
}

const packageNameOf = (key) =>
  key
    .split('/')
    .slice(0, key.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * What the shell offers the remotes at run time: every singleton with the version installed here
 * and the range the apps require, and MUI's version. The shell is not a federation container: it
 * registers these with the federation runtime when it first loads a remote (see
 * shell/src/federation), so its first page carries no federation code.
 */
function hostSharedManifest() {
  const singletons = {};
  for (const [key, options] of Object.entries(createSharedDeps({ role: 'host' }))) {
    singletons[key] = {
      version: installedVersion(packageNameOf(key)),
      requiredVersion: options.requiredVersion,
    };
  }
  return {
    singletons,
    mui: {
      version: installedVersion('@mui/material'),
      requiredVersion: versions['@mui/material'],
    },
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

module.exports = { createSharedDeps, hostSharedManifest, muiModules, SINGLETON_PACKAGES };
