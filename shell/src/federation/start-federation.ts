import { init, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { hostShared } from './host-shared';
import offlineRemotePlugin from './offline-remote-plugin';

export async function startFederation(
  remotes: { name: string; entry: string }[],
): Promise<ModuleFederation> {
  // Already loaded with the Supabase client (see federation-runtime.ts): no download here.
  const supabaseJs = await import('@supabase/supabase-js');
  return init({
    // Shared modules record the app that provides them under this name.
    name: 'shell',
    remotes,
    shared: hostShared({ '@supabase/supabase-js': supabaseJs }),
    shareStrategy: 'loaded-first',
    plugins: [offlineRemotePlugin()],
  });
}
