import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body } from '../api/client';
import type { components } from '../api/schema';
import { LARGEST_PAGE } from './query';

export type Account = components['schemas']['AccountResponseDto'];
export type AccountPage = components['schemas']['AccountPageDto'];

/** The accounts' reads: who is signed in (by token), and the list an organiser reads. */
export const accountKeys = {
  all: ['accounts'] as const,
  list: () => [...accountKeys.all, 'list'] as const,
  me: (token: string | null) => [...accountKeys.all, 'me', token] as const,
};

/**
 * Every account (organisers only): the arbiters to assign, the names in a sheet's history. One page of 500, the
 * API's largest: a club's server holds a few dozen accounts; the list is cached as the page's items.
 */
export function useAccounts(enabled = true) {
  return useQuery({
    queryKey: accountKeys.list(),
    enabled,
    queryFn: async () => body<AccountPage>(await api.GET('/accounts', { params: { query: { pageSize: LARGEST_PAGE } } })).items,
    staleTime: 5 * 60_000,
  });
}

export const readMe = async (token?: string) => body<Account>(await api.GET('/auth/me', token ? { headers: { Authorization: `Bearer ${token}` } } : {}));

export function useMe(token: string | null) {
  return useQuery({ queryKey: accountKeys.me(token), enabled: token !== null, queryFn: () => readMe(), staleTime: 5 * 60_000, retry: false });
}

export const login = async (email: string, password: string) => body<{ token: string }>(await api.POST('/auth/login', { body: { email, password } }));

/** POST /auth/password: the token stays valid; the account no longer holds a one-time password. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (p: { currentPassword: string; newPassword: string }) => body<void>(await api.POST('/auth/password', { body: p })),
    onSuccess: () => {
      queryClient.setQueriesData<Account>({ queryKey: [...accountKeys.all, 'me'] }, (a) => (a ? { ...a, mustChangePassword: false } : a));
    },
  });
}
