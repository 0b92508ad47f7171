import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { AuthProvider, useAuth } from '../../lib/auth/AuthProvider';
import { I18nProvider } from '../../lib/i18n/I18nProvider';
import { queryClient as client } from '../../lib/queryClient';
import { queryKeys } from '../../lib/queryKeys';

/**
 * The server state (TanStack Query) for the signed-in member, if any: a signed-out member's private
 * answers are forgotten (every such query key starts with 'account', uid).
 */
function ServerStateOfMember({ children }: { children: ReactNode }) {
  const { user, status } = useAuth();
  const uid = user?.uid ?? null;
  useEffect(() => {
    if (status === 'loading') return;
    client.removeQueries({ queryKey: queryKeys.accounts, predicate: (query) => query.queryKey[1] !== uid });
  }, [uid, status]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Everything the pages share: the language, who is signed in, and the server state (TanStack Query). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider>
      <AuthProvider>
        <ServerStateOfMember>{children}</ServerStateOfMember>
      </AuthProvider>
    </I18nProvider>
  );
}
