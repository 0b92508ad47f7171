import { site } from '../../config/site';
import type { MessageKey } from '../../lib/i18n/i18n';

export type MenuItem =
  | {
      kind: 'link';
      label: MessageKey;
      to: string;
      /** A short label's accessible name (it starts with the label) and tooltip: where it goes. */
      described?: { name: MessageKey; title: MessageKey };
    }
  | { kind: 'external'; label: MessageKey; href: string }
  | { kind: 'signOut'; label: MessageKey };

/** 'AD' (the spec's text) says where it goes to a screen reader and in its tooltip. */
export const ADMIN_LINK = { name: 'menu.adminName', title: 'menu.adminTitle' } as const satisfies Record<
  string,
  MessageKey
>;

export type MenuRole = 'visitor' | 'member' | 'admin';

/** The way home, to the map and to the properties: first for everyone (issue 25). */
const wayfinding: MenuItem[] = [
  { kind: 'link', label: 'menu.home', to: '/' },
  { kind: 'link', label: 'menu.map', to: '/map' },
  { kind: 'link', label: 'menu.properties', to: '/sheet' },
];

/**
 * Menu items by role (docs/product.md#every-page): Home, Map and Properties, then the spec's
 * items. Members get the dashboard and profile menus merged: the page you are on is left out
 * ('Profil' on /dashboard, 'Dashboard' on /profile). Admins also get 'AD'. Labels are catalog keys.
 */
export function menuItems(role: MenuRole, pathname: string): MenuItem[] {
  if (role === 'visitor') {
    return [
      ...wayfinding,
      { kind: 'external', label: 'menu.upland', href: site.gameSiteUrl },
      { kind: 'link', label: 'menu.cityHall', to: '/city-hall' },
      { kind: 'link', label: 'menu.activity', to: '/activity' },
      { kind: 'link', label: 'menu.signIn', to: '/?mode=login' },
      { kind: 'link', label: 'menu.createAccount', to: '/?mode=signup' },
      { kind: 'link', label: 'menu.contact', to: '/contact' },
    ];
  }
  const items: MenuItem[] = [...wayfinding];
  if (pathname !== '/dashboard') items.push({ kind: 'link', label: 'menu.dashboard', to: '/dashboard' });
  if (pathname !== '/profile') items.push({ kind: 'link', label: 'menu.profile', to: '/profile' });
  items.push(
    { kind: 'link', label: 'menu.cityHall', to: '/city-hall' },
    { kind: 'link', label: 'menu.activity', to: '/activity' },
    { kind: 'link', label: 'menu.contact', to: '/contact' },
  );
  if (role === 'admin') {
    items.push({ kind: 'link', label: 'menu.admin', to: '/admin/dashboard', described: ADMIN_LINK });
    items.push({ kind: 'link', label: 'menu.adminPages', to: '/admin/pages' });
  }
  items.push({ kind: 'signOut', label: 'menu.signOut' });
  return items;
}

/**
 * The menu link to mark with aria-current: the one whose path is the page's and whose query the
 * page's query holds, the most specific one first ('Sign in', /?mode=login, over 'Home', /).
 */
export function currentLink(items: MenuItem[], pathname: string, search: string): string | undefined {
  const here = new URLSearchParams(search);
  let best: { to: string; params: number } | undefined;
  for (const item of items) {
    if (item.kind !== 'link') continue;
    const [path, query = ''] = item.to.split('?');
    const wanted = [...new URLSearchParams(query)];
    if (path !== pathname || !wanted.every(([key, value]) => here.get(key) === value)) continue;
    if (!best || wanted.length > best.params) best = { to: item.to, params: wanted.length };
  }
  return best?.to;
}
