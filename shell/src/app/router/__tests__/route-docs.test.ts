import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_ROUTE_TABLE } from '@astro/shared';
import { accountRoutes } from '../account-routes';
import { authRoutes } from '../auth-routes';
import { publicPageRoutes } from '../public-page-routes';

const root = join(__dirname, '..', '..', '..', '..', '..');
const doc = readFileSync(join(root, 'docs', 'routes.md'), 'utf8');
/** Every `code` span of the document. */
const spans = [...doc.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);

describe('docs/routes.md', () => {
  it('lists every page path of the app', () => {
    const paths = [...publicPageRoutes, ...authRoutes, ...accountRoutes, ...REMOTE_ROUTE_TABLE].map(
      (route) => route.path!,
    );
    expect(paths.filter((path) => !spans.includes(path))).toEqual([]);
  });

  it('names only files that exist', () => {
    const files = spans.filter((span) =>
      /^(shell|shared|remote-[a-z]+|backend)\/[\w./-]+$/.test(span),
    );
    expect(files.length).toBeGreaterThan(40);
    expect(files.filter((file) => !existsSync(join(root, file)))).toEqual([]);
  });
});
