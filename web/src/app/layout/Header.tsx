import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, type Location } from 'react-router-dom';
import { langOfMessage } from '../../lib/i18n/frenchWords';
import { site } from '../../config/site';
import { useAuth } from '../../lib/auth/AuthProvider';
import { isHeldLoad } from '../../lib/heldLoad';
import { activateLocale } from '../../lib/i18n/i18n';
import { rememberLocale } from '../../lib/i18n/locale';
import { useT } from '../../lib/i18n/useT';
import { currentLink, menuItems, type MenuRole } from './menuItems';
import { ExternalLink } from '../../components/ExternalLink';

/**
 * The header on every page: the title links to the game property page; the language switch; the
 * hamburger opens the menu, which closes on a click outside it, on Escape (focus back on the
 * button), when the focus leaves it, and on navigation.
 */
export function Header() {
  // The menu is open at the navigation where it was opened: any navigation closes it, and coming
  // Back to that page is a navigation of its own (the router gives each a new location).
  const [openAt, setOpenAt] = useState<Location | null>(null);
  const { status, isAdmin, signOut } = useAuth();
  const { t, locale } = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const menuId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // The other language's words could not be loaded (offline before the site was kept): said, in
  // that language, under the switch, until the next press or another page; the page stays in its own.
  // Words the browser will not load again in this page (lib/heldLoad.ts) come with a new page: the
  // choice is remembered and the page reloads in it.
  const [switchFailedAt, setSwitchFailedAt] = useState<string | null>(null);
  const otherLocale = locale === 'en' ? 'fr' : 'en';
  const switchLanguage = () => {
    setSwitchFailedAt(null);
    activateLocale(otherLocale, { remember: true }).catch((error: unknown) => {
      if (!isHeldLoad(error)) return setSwitchFailedAt(location.pathname);
      rememberLocale(otherLocale);
      window.location.reload();
    });
  };

  const open = openAt === location;
  const setOpen = (next: boolean) => setOpenAt(next ? location : null);

  const role: MenuRole = status !== 'signed-in' ? 'visitor' : isAdmin ? 'admin' : 'member';
  const items = menuItems(role, location.pathname);
  const current = currentLink(items, location.pathname, location.search);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenAt(null);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const handleSignOut = async () => {
    setOpen(false);
    try {
      await signOut();
    } finally {
      navigate('/', { replace: true });
    }
  };

  return (
    <header className="site-header">
      <ExternalLink className="site-title" href={site.gamePropertyUrl}>
        {site.title}
      </ExternalLink>
      {/* The switch speaks the language it offers (its lang says so to screen readers). */}
      <button
        type="button"
        className="language-switch"
        lang={otherLocale}
        aria-label={t('header.languageLabel')}
        onClick={switchLanguage}
      >
        {t('header.language')}
      </button>
      {switchFailedAt === location.pathname && (
        <p className="language-failed" role="alert" lang={otherLocale}>
          {t('header.languageFailed')}
        </p>
      )}
      <div
        className="menu-wrapper"
        ref={wrapperRef}
        onBlur={(event) => {
          // Tabbing out of the menu closes it: it never stays open over the page.
          if (open && !wrapperRef.current?.contains(event.relatedTarget as Node | null)) setOpenAt(null);
        }}
      >
        <button
          ref={buttonRef}
          type="button"
          className="menu-button"
          aria-label={open ? t('header.closeMenu') : t('header.openMenu')}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen(!open)}
        >
          <span className="menu-button-bars" aria-hidden="true" />
        </button>
        <nav id={menuId} className="site-menu" aria-label={t('header.menu')} hidden={!open}>
          <ul>
            {items.map((item) => (
              <li key={item.label}>
                {item.kind === 'link' && (
                  <Link
                    to={item.to}
                    aria-current={item.to === current ? 'page' : undefined}
                    aria-label={item.described && t(item.described.name)}
                    title={item.described && t(item.described.title)}
                    lang={langOfMessage(item.label, locale)}
                  >
                    {t(item.label)}
                  </Link>
                )}
                {item.kind === 'external' && <ExternalLink href={item.href}>{t(item.label)}</ExternalLink>}
                {item.kind === 'signOut' && (
                  <button type="button" className="menu-action" onClick={handleSignOut}>
                    {t(item.label)}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
