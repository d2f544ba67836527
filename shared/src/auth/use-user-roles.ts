import * as z from 'zod/mini';
import { baseApi } from '../store/base-api';
import { useAppSelector } from '../store/hooks';
import { selectSessionStatus, selectSessionUser } from './session-slice';

const roleRows = z.array(z.object({ role: z.string() }));

const userRolesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    userRoles: build.query<string[], string>({
      query: (userId) => ({
        kind: 'select',
        table: 'user_roles',
        columns: 'role',
        match: { user_id: userId },
      }),
      transformResponse: (raw: unknown) => {
        const parsed = roleRows.safeParse(raw);
        return parsed.success ? [...new Set(parsed.data.map((row) => row.role))] : [];
      },
      providesTags: ['Role'],
    }),
  }),
});

export interface UserRolesState {
  /** The signed-in user's roles; empty when signed out or when they could not be fetched. */
  roles: string[];
  /** True until the session and (for a signed-in user) the roles are known. */
  loading: boolean;
  userId: string | null;
}

/** product §6: roles come from user_roles, and a failure to fetch them means no roles. */
export function useUserRoles(): UserRolesState {
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectSessionUser);
  const query = userRolesApi.useUserRolesQuery(user?.id ?? '', { skip: !user });
  if (status === 'loading') return { roles: [], loading: true, userId: null };
  if (!user) return { roles: [], loading: false, userId: null };
  return {
    roles: query.isError ? [] : (query.data ?? []),
    loading: query.isLoading || (query.isFetching && query.data === undefined),
    userId: user.id,
  };
}
