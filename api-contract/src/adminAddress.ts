/**
 * The one admin's address rule, the browser's and the api's: the account's e-mail equals the
 * configured admin address, ignoring case (e-mail providers treat addresses so). The configured
 * address is trimmed; the account's never is (' admin@…' is another account). The browser uses it
 * only to decide what to show; the api's guard adds a verified e-mail and decides access.
 */
export function isAdminAddress(email: string | null | undefined, adminEmail: string): boolean {
  const admin = adminEmail.trim().toLowerCase();
  return typeof email === 'string' && admin.length > 0 && email.toLowerCase() === admin;
}
