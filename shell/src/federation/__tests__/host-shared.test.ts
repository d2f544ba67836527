/**
 * @jest-environment node
 */
import type * as React from 'react';
const { createSharedDeps, hostSharedManifest, muiModules } =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@astro/shared/federation/shared-deps') as {
    createSharedDeps: (options: { role: string }) => Record<string, { singleton?: boolean }>;
    hostSharedManifest: () => typeof __HOST_SHARED__;
    muiModules: () => string[];
  };

// What webpack's DefinePlugin puts in the shell's build.
(globalThis as { __HOST_SHARED__?: typeof __HOST_SHARED__ }).__HOST_SHARED__ = hostSharedManifest();

type SharedOffer = {
  version: string;
  shareConfig: { singleton: boolean; requiredVersion: string };
  lib?: () => unknown;
  get?: () => Promise<() => unknown>;
};

describe('hostShared', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { hostShared } = require('../host-shared') as {
    hostShared: (loadedOnDemand: Record<string, object>) => Record<string, SharedOffer>;
  };
  const supabaseJs = { createClient: () => undefined };
  const offers = hostShared({ '@supabase/supabase-js': supabaseJs });

  it('offers every singleton the remotes consume, as a singleton with its installed version', () => {
    for (const name of Object.keys(createSharedDeps({ role: 'remote' })).filter(
      (key) => !key.startsWith('@mui/'),
    )) {
      const offer = offers[name];
      expect(offer).toBeDefined();
      expect(offer!.shareConfig.singleton).toBe(true);
      expect(offer!.version).toMatch(/^\d+\.\d+\.\d+/);
    }
  });

  it("offers the shell's own loaded instances, so no remote loads a second React", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const react = require('react') as typeof React;
    const offered = offers.react!.lib!() as typeof React;
    expect(offered.useState).toBe(react.useState);
    expect(offers['@astro/shared']!.lib).toBeDefined();
    // supabase-js is loaded on demand, before the first remote; that instance is the one offered.
    expect(offers['@supabase/supabase-js']!.lib!()).toBe(supabaseJs);
  });

  it('refuses to start without a module for every singleton', () => {
    expect(() => hostShared({})).toThrow('@supabase/supabase-js');
  });

  it('offers every public MUI module, loaded on request', async () => {
    const mui = Object.keys(offers).filter((name) => name.startsWith('@mui/material/'));
    expect(mui.sort()).toEqual(
      muiModules()
        .map((name) => `@mui/material/${name}`)
        .sort(),
    );
    const factory = await offers['@mui/material/Button']!.get!();
    expect((factory() as { default: unknown }).default).toBeDefined();
  });
});
