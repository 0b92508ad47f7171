/**
 * The browser's admin flag (spec §4): the signed-in e-mail equals the configured admin address.
 * It only decides what to show; the api's guard (functions/src/auth/guard.ts) decides access.
 */
export function isAdminEmail(email: string | null | undefined, adminEmail: string): boolean {
  const admin = adminEmail.trim().toLowerCase();
  return !!email && admin.length > 0 && email.trim().toLowerCase() === admin;
}
