import type { User } from 'firebase/auth';
import type { ReactNode } from 'react';

/** The signed-in member's name (when set) and e-mail, as on /dashboard and /profile. */
export function AccountFacts({ user, children }: { user: User | null; children?: ReactNode }) {
  return (
    <dl className="account-facts">
      {user?.displayName && (
        <>
          <dt>Name:</dt>
          <dd>{user.displayName}</dd>
        </>
      )}
      <dt>Email:</dt>
      <dd>{user?.email}</dd>
      {children}
    </dl>
  );
}
