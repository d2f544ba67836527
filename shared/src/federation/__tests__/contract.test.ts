import { defineRemoteRoutes, REMOTE_ROUTE_TABLE } from '../contract';

const Page = () => null;

describe('the route contract', () => {
  it('gives a remote one page per path the table assigns it, and typecheck refuses any other set', () => {
    const routes = defineRemoteRoutes<'learning'>({
      '/learning': Page,
      '/learning/brain-info': Page,
    });
    expect(routes.map((route) => route.path)).toEqual(['/learning', '/learning/brain-info']);

    // @ts-expect-error a path of the table is left out
    defineRemoteRoutes<'learning'>({ '/learning': Page });
    defineRemoteRoutes<'learning'>({
      '/learning': Page,
      '/learning/brain-info': Page,
      // @ts-expect-error the table gives this path to another remote
      '/grok': Page,
    });
  });

  it('lists every path once', () => {
    const paths = REMOTE_ROUTE_TABLE.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
