import { en } from '../../lib/i18n/catalog.en';
import { menuItems } from './menuItems';

// (jest hoists this above the imports.)
jest.mock('../../config/site', () => ({
  site: { gameSiteUrl: 'https://game.example/' },
  poetryPath: '/lumen-poetry',
}));

const labels = (items: ReturnType<typeof menuItems>) => items.map((item) => en[item.label]);

describe('menuItems', () => {
  it('gives visitors the visitor menu, the game site external', () => {
    const items = menuItems('visitor', '/');
    expect(labels(items)).toEqual(['Upland', 'City Hall', 'Activity', 'Sign in', 'Create account', 'Contact']);
    expect(items[0]).toEqual({ kind: 'external', label: 'menu.upland', href: 'https://game.example/' });
  });

  it('gives members the dashboard menu on /dashboard (Profil, no Dashboard, no AD)', () => {
    expect(labels(menuItems('member', '/dashboard'))).toEqual([
      'Profil',
      'City Hall',
      'Activity',
      'Contact',
      'Sign out',
    ]);
  });

  it('gives members the profile menu on /profile', () => {
    expect(labels(menuItems('member', '/profile'))).toEqual([
      'Dashboard',
      'City Hall',
      'Activity',
      'Contact',
      'Sign out',
    ]);
  });

  it('adds AD for the admin, linking to /admin/dashboard', () => {
    const items = menuItems('admin', '/profile');
    expect(items).toContainEqual({ kind: 'link', label: 'menu.admin', to: '/admin/dashboard' });
    expect(labels(items).at(-1)).toBe('Sign out');
  });
});
