import { site } from '../../config/site';
import type { MessageKey } from '../../lib/i18n/i18n';

export type MenuItem =
  | { kind: 'link'; label: MessageKey; to: string }
  | { kind: 'external'; label: MessageKey; href: string }
  | { kind: 'signOut'; label: MessageKey };

export type MenuRole = 'visitor' | 'member' | 'admin';

/**
 * Menu items by role (docs/product.md#every-page). Members get the dashboard and profile menus
 * merged: the page you are on is left out ('Profil' on /dashboard, 'Dashboard' on /profile).
 * Admins also get 'AD'. Labels are catalog keys.
 */
export function menuItems(role: MenuRole, pathname: string): MenuItem[] {
  if (role === 'visitor') {
    return [
      { kind: 'external', label: 'menu.upland', href: site.gameSiteUrl },
      { kind: 'link', label: 'menu.cityHall', to: '/city-hall' },
      { kind: 'link', label: 'menu.activity', to: '/activity' },
      { kind: 'link', label: 'menu.signIn', to: '/?mode=login' },
      { kind: 'link', label: 'menu.createAccount', to: '/?mode=signup' },
      { kind: 'link', label: 'menu.contact', to: '/contact' },
    ];
  }
  const items: MenuItem[] = [];
  if (pathname !== '/dashboard') items.push({ kind: 'link', label: 'menu.dashboard', to: '/dashboard' });
  if (pathname !== '/profile') items.push({ kind: 'link', label: 'menu.profile', to: '/profile' });
  items.push(
    { kind: 'link', label: 'menu.cityHall', to: '/city-hall' },
    { kind: 'link', label: 'menu.activity', to: '/activity' },
    { kind: 'link', label: 'menu.contact', to: '/contact' },
  );
  if (role === 'admin') {
    items.push({ kind: 'link', label: 'menu.admin', to: '/admin/dashboard' });
    items.push({ kind: 'link', label: 'menu.adminPages', to: '/admin/pages' });
  }
  items.push({ kind: 'signOut', label: 'menu.signOut' });
  return items;
}
