import { en } from '../../lib/i18n/catalog.en';
import { ADMIN_LINK, currentLink, menuItems } from './menuItems';

// (jest hoists this above the imports.)
jest.mock('../../config/site', () => ({
  site: { gameSiteUrl: 'https://game.example/' },
  poetryPath: '/lumen-poetry',
}));

const labels = (items: ReturnType<typeof menuItems>) => items.map((item) => en[item.label]);

describe('menuItems', () => {
  it('gives visitors the visitor menu, the game site external', () => {
    const items = menuItems('visitor', '/');
    expect(labels(items)).toEqual([
      'Home',
      'Map',
      'Properties',
      'Upland',
      'City Hall',
      'Activity',
      'Sign in',
      'Create account',
      'Contact',
    ]);
    expect(items[3]).toEqual({ kind: 'external', label: 'menu.upland', href: 'https://game.example/' });
  });

  it('gives members the dashboard menu on /dashboard (Profil, no Dashboard, no AD)', () => {
    expect(labels(menuItems('member', '/dashboard'))).toEqual([
      'Home',
      'Map',
      'Properties',
      'Profil',
      'City Hall',
      'Activity',
      'Contact',
      'Sign out',
    ]);
  });

  it('gives members the profile menu on /profile', () => {
    expect(labels(menuItems('member', '/profile'))).toEqual([
      'Home',
      'Map',
      'Properties',
      'Dashboard',
      'City Hall',
      'Activity',
      'Contact',
      'Sign out',
    ]);
  });

  it('adds AD for the admin, linking to /admin/dashboard', () => {
    const items = menuItems('admin', '/profile');
    expect(items).toContainEqual({ kind: 'link', label: 'menu.admin', to: '/admin/dashboard', described: ADMIN_LINK });
    expect(labels(items).at(-1)).toBe('Sign out');
  });

  it('leads the admin to the map and the properties too', () => {
    const items = menuItems('admin', '/map');
    expect(items.slice(0, 3)).toEqual([
      { kind: 'link', label: 'menu.home', to: '/' },
      { kind: 'link', label: 'menu.map', to: '/map' },
      { kind: 'link', label: 'menu.properties', to: '/sheet' },
    ]);
  });
});

describe('currentLink', () => {
  const visitor = menuItems('visitor', '/');

  it('marks the link of the page you are on, its query aside', () => {
    expect(currentLink(visitor, '/map', '')).toBe('/map');
    expect(currentLink(visitor, '/sheet', '?q=Main')).toBe('/sheet');
  });

  it('prefers the link whose query the page has (Sign in over Home)', () => {
    expect(currentLink(visitor, '/', '?mode=login')).toBe('/?mode=login');
    expect(currentLink(visitor, '/', '?mode=signup')).toBe('/?mode=signup');
    expect(currentLink(visitor, '/', '')).toBe('/');
  });

  it('marks nothing on a page the menu does not list', () => {
    expect(currentLink(visitor, '/urbanism', '')).toBeUndefined();
  });
});
