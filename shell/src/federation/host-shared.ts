import * as astroShared from '@astro/shared';
import * as emotionReact from '@emotion/react';
import * as emotionStyled from '@emotion/styled';
import * as reduxToolkit from '@reduxjs/toolkit';
import * as reduxToolkitQueryReact from '@reduxjs/toolkit/query/react';
import type { init } from '@module-federation/enhanced/runtime';
import * as react from 'react';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as reactRedux from 'react-redux';
import * as reactJsxRuntime from 'react/jsx-runtime';
import { MUI_MODULES } from './provide-mui';

type SharedOption = NonNullable<Parameters<typeof init>[0]['shared']>;

/**
 * The shell's own instances of the singletons. They are in memory before any remote loads, so they
 * are offered as loaded (`lib`): with the 'loaded-first' strategy every remote then uses these,
 * never a copy of its own, whatever version it was built with.
 */
const LOADED_SINGLETONS: Record<string, object> = {
  react,
  'react/jsx-runtime': reactJsxRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  '@emotion/react': emotionReact,
  '@emotion/styled': emotionStyled,
  '@reduxjs/toolkit': reduxToolkit,
  '@reduxjs/toolkit/query/react': reduxToolkitQueryReact,
  'react-redux': reactRedux,
  '@astro/shared': astroShared,
};

/**
 * What the shell provides to the remotes: every singleton of shared/federation/shared-deps.cjs and
 * every MUI module. `loadedOnDemand` holds the singletons the shell loads only when a page needs
 * them (supabase-js), loaded by the time a remote is. A singleton the shell cannot offer is an
 * error here, not a second copy in some remote.
 */
export function hostShared(loadedOnDemand: Record<string, object>): SharedOption {
  const shared: SharedOption = {};
  for (const [name, { version, requiredVersion }] of Object.entries(__HOST_SHARED__.singletons)) {
    const loaded = LOADED_SINGLETONS[name] ?? loadedOnDemand[name];
    if (!loaded)
      throw new Error(`The shell has no module to offer for the shared singleton ${name}`);
    shared[name] = {
      version,
      shareConfig: { singleton: true, requiredVersion },
      lib: () => loaded,
    };
  }
  const { version, requiredVersion } = __HOST_SHARED__.mui;
  for (const [name, load] of Object.entries(MUI_MODULES)) {
    shared[`@mui/material/${name}`] = {
      version,
      shareConfig: { singleton: true, requiredVersion },
      get: () => load().then((module) => () => module),
    };
  }
  return shared;
}
