/**
 * Whether the browser's address is still `pathname`. A page stays on screen while the next page's
 * code loads (the router renders in a transition), and the address is already the next page's:
 * what the old page does then on a timer or an answer (a redirect, writing its view to the
 * address) must not take the visitor back.
 */
export const addressIs = (pathname: string): boolean => window.location.pathname === pathname;
