import { authErrors } from './auth-errors';

/** GoTrue caps a page of the admin lists at this many rows. */
const MAX_PER_PAGE = 1000;
const DEFAULT_PER_PAGE = 50;

export interface PageRequest {
  page: number;
  perPage: number;
  offset: number;
}

/** `page` and `per_page` of an admin list (both from 1; a non-number is GoTrue's bad_pagination). */
export function readPage(query: URLSearchParams): PageRequest {
  const number = (name: string, fallback: number) => {
    const raw = query.get(name);
    if (raw === null || raw === '') return fallback;
    if (!/^\d{1,9}$/.test(raw)) throw authErrors.badPagination();
    return Math.max(1, Number(raw));
  };
  const page = number('page', 1);
  const perPage = Math.min(number('per_page', DEFAULT_PER_PAGE), MAX_PER_PAGE);
  return { page, perPage, offset: (page - 1) * perPage };
}

/** An ILIKE pattern that finds `text` anywhere, with LIKE's own characters taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * GoTrue's pagination headers: `Link` with `next` while there are more pages and always `last`,
 * on the request's own path with its query sorted by name (Go's url.Values.Encode), as auth-js
 * parses it; and `X-Total-Count`.
 */
export function paginationHeaders(
  path: string,
  query: URLSearchParams,
  { page, perPage }: PageRequest,
  total: number,
): Record<string, string> {
  const totalPages = Math.ceil(total / perPage);
  const at = (n: number) => {
    const q = new URLSearchParams(query);
    q.set('page', String(n));
    q.sort();
    return `<${path}?${q.toString()}>`;
  };
  const next = totalPages > page ? `${at(page + 1)}; rel="next", ` : '';
  return { Link: `${next}${at(totalPages)}; rel="last"`, 'X-Total-Count': String(total) };
}
