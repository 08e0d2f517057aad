import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { tokenStore } from '../api/client';
import { type Account, accountKeys, login as logIn, readMe, useMe } from '../queries/accounts';

export type { Account };

interface AuthState {
  account: Account | null;
  loading: boolean;
  login(email: string, password: string): Promise<Account>;
  logout(): void;
}

const AuthContext = createContext<AuthState | null>(null);

function useToken(): string | null {
  const [token, setToken] = useState(tokenStore.get);
  useEffect(() => {
    const update = () => setToken(tokenStore.get());
    window.addEventListener('greffier:token', update);
    window.addEventListener('storage', update);
    return () => {
      window.removeEventListener('greffier:token', update);
      window.removeEventListener('storage', update);
    };
  }, []);
  return token;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const token = useToken();
  const queryClient = useQueryClient();
  const me = useMe(token);
  const login = useCallback(
    async (email: string, password: string) => {
      const { token: issued } = await logIn(email, password);
      const account = await readMe(issued);
      queryClient.setQueryData(accountKeys.me(issued), account);
      tokenStore.set(issued);
      return account;
    },
    [queryClient],
  );
  const logout = useCallback(() => {
    tokenStore.set(null);
    queryClient.clear();
  }, [queryClient]);
  const value = useMemo<AuthState>(
    () => ({ account: token ? (me.data ?? null) : null, loading: token !== null && me.isPending, login, logout }),
    [token, me.data, me.isPending, login, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth outside AuthProvider');
  return state;
}

/** Organisers run every tournament; arbiters write in the tournaments they are assigned to. */
export function canArbitrate(account: Account | null, tournament: { arbiterIds: string[] } | undefined): boolean {
  if (!account) return false;
  if (account.role === 'ORGANISER') return true;
  return account.role === 'ARBITER' && !!tournament?.arbiterIds.includes(account.id);
}
