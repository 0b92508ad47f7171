import { useT } from '../lib/i18n/useT';

/**
 * A link to another site, opened in a new tab, that says so to screen readers: its name is its
 * text then '(opens in a new tab)' (the text first, so a voice command naming what is seen works).
 */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: string }) {
  const { t } = useT();
  return (
    <a
      href={href}
      className={className}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('link.newTab', { name: children })}
    >
      {children}
    </a>
  );
}
