import { site } from '../../config/site';

export type MenuItem =
  | { kind: 'link'; label: string; to: string }
  | { kind: 'external'; label: string; href: string }
  | { kind: 'signOut'; label: string };

export type MenuRole = 'visitor' | 'member' | 'admin';

/**
 * Menu items by role (docs/product.md#every-page). Members get the dashboard
 * and profile menus merged: the page you are on is left out ('Profil' on /dashboard, 'Dashboard'
 * on /profile). Admins also get 'AD'.
 */
export function menuItems(role: MenuRole, pathname: string): MenuItem[] {
  if (role === 'visitor') {
    return [
      { kind: 'external', label: 'Upland', href: site.gameSiteUrl },
      { kind: 'link', label: 'City Hall', to: '/city-hall' },
      { kind: 'link', label: 'Activity', to: '/activity' },
      { kind: 'link', label: 'Sign in', to: '/?mode=login' },
      { kind: 'link', label: 'Create account', to: '/?mode=signup' },
      { kind: 'link', label: 'Contact', to: '/contact' },
    ];
  }
  const items: MenuItem[] = [];
  if (pathname !== '/dashboard') items.push({ kind: 'link', label: 'Dashboard', to: '/dashboard' });
  if (pathname !== '/profile') items.push({ kind: 'link', label: 'Profil', to: '/profile' });
  items.push(
    { kind: 'link', label: 'City Hall', to: '/city-hall' },
    { kind: 'link', label: 'Activity', to: '/activity' },
    { kind: 'link', label: 'Contact', to: '/contact' },
  );
  if (role === 'admin') items.push({ kind: 'link', label: 'AD', to: '/admin/dashboard' });
  items.push({ kind: 'signOut', label: 'Sign out' });
  return items;
}
