/**
 * The browser's admin flag: the signed-in e-mail equals the configured admin address, ignoring
 * case. The account's own address is never trimmed (' admin@...' is another account), as on the
 * server. It only decides what to show; the api's guard (functions/src/auth/guard.ts) decides access.
 */
export function isAdminEmail(email: string | null | undefined, adminEmail: string): boolean {
  const admin = adminEmail.trim().toLowerCase();
  return !!email && admin.length > 0 && email.toLowerCase() === admin;
}
