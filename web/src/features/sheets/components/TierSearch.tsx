import { useId, useMemo, useState } from 'react';
import { cityHallPath } from '../../../lib/cityHallLink';
import { Combobox, MarkedText } from '../../../components/Combobox';
import { copyText } from '../../../lib/copyText';
import { useT } from '../../../lib/i18n/useT';
import { langOfMessage } from '../../../lib/i18n/frenchWords';
import { SheetStatus } from './SheetStatus';
import { useSheet } from '../../../lib/sheetsApi';
import { propertyAt, propertyTiers, searchTiers, type PropertyTier } from '../model/propertyTiers';
import { TierAnswer, TierLinks } from './TierAnswer';

/** The shareable address of an address's tier: /city-hall?address=… on this site. */
export function tierLink(address: string, origin = window.location.origin): string {
  return new URL(cityHallPath(address), origin).href;
}

/**
 * 'Search Tier': type 3+ characters of an address, pick one of the matches, read its tier.
 * The input is an ARIA combobox with a listbox popup: arrow keys move through the matches
 * (aria-activedescendant), Enter picks, Escape closes. At most 20 matches are listed, each with
 * its tier and the typed part marked, plus a count of the rest. The properties tab is polled like
 * the other sheet pages.
 *
 * Enter on a whole address (the same street address, api-contract's addressKey) shows it without
 * picking. The answer names the tier, neighbourhood, street and size, and links to the property in
 * the explorer (TierLinks, in TierAnswer.tsx).
 *
 * `initialAddress` (from /city-hall?address=…) fills the input and, once the tab has loaded,
 * shows that address's tier. `onPick` hears the address picked (null once the reader types
 * again), for the page's address; a picked address can be copied as a link.
 */
export function TierSearch({
  onBack,
  initialAddress = '',
  onPick,
}: {
  onBack: () => void;
  initialAddress?: string;
  onPick?: (address: string | null) => void;
}) {
  const { t, locale } = useT();
  const sheet = useSheet('properties');
  const { data } = sheet;
  const values = data?.values;
  const properties = useMemo(() => (values ? propertyTiers(values) : []), [values]);

  const [query, setQuery] = useState(initialAddress);
  // Whether the input holds a picked (or linked) address: its tier is then looked up in the
  // current rows, so a refresh that changes the tier shows the new one.
  const [showTier, setShowTier] = useState(initialAddress.trim() !== '');
  const picked = showTier ? propertyAt(properties, query) : null;
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const titleId = useId();

  const result = useMemo(() => searchTiers(properties, query), [properties, query]);
  const matches = data && result.kind === 'matches' ? result.shown : [];
  const more = result.kind === 'matches' ? result.total - result.shown.length : 0;

  const type = (text: string) => {
    setQuery(text);
    // Any typing clears the shown tier.
    if (picked) onPick?.(null);
    setShowTier(false);
    setCopy('idle');
  };

  const pick = (property: PropertyTier) => {
    setQuery(property.address);
    setShowTier(true);
    setCopy('idle');
    onPick?.(property.address);
  };

  const copyLink = async () => {
    if (!picked) return;
    setCopy((await copyText(tierLink(picked.address))) ? 'copied' : 'failed');
  };

  const message = !picked && data && result.kind === 'noMatch' ? t('tier.notFound') : '';
  // One or two characters typed: said on screen (a screen reader has it as the field's description).
  const tooShort = !picked && result.kind === 'tooShort' && query.trim() !== '';

  return (
    <section className="tier-search" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('tier.title')}</h2>
      <Combobox
        focusOnMount
        label={t('tier.address')}
        hint={t('tier.hint')}
        placeholder={t('tier.placeholder')}
        listLabel={t('tier.matches')}
        value={query}
        onChange={type}
        options={matches}
        moreText={more > 0 ? t('tier.more', { count: more }) : undefined}
        optionKey={(property) => property.row}
        renderOption={(property) => (
          <>
            <MarkedText className="tier-address" text={property.address} query={query} />{' '}
            {property.tier !== '' && (
              <span className="tier-badge">{t('tier.suggestion', { tier: property.tier })}</span>
            )}
          </>
        )}
        onPick={pick}
        onEnter={() => {
          const exact = propertyAt(properties, query);
          if (exact) pick(exact);
          return exact !== null;
        }}
        // With a tier shown the list stays shut: the reader has what they came for.
        closed={picked !== null}
      />

      {tooShort && <p className="tier-hint">{t('tier.tooShort')}</p>}
      <div role="status" aria-live="polite">
        {picked ? (
          <TierAnswer property={picked} />
        ) : (
          <p className="tier-message" lang={message ? langOfMessage('tier.notFound', locale) : undefined}>
            {message}
          </p>
        )}
      </div>
      {picked && <TierLinks property={picked} />}
      {picked && (
        <div className="tier-share">
          <button
            type="button"
            className="secondary"
            onClick={() => void copyLink()}
            aria-label={t('tier.copyLinkLabel', { address: picked.address })}
          >
            {t('tier.copyLink')}
          </button>
          <span className={copy === 'failed' ? 'error-message' : 'success-message'} role="status">
            {copy === 'copied' && t('tier.linkCopied')}
            {copy === 'failed' && t('tier.copyFailed', { url: tierLink(picked.address) })}
          </span>
        </div>
      )}

      <SheetStatus sheet={sheet} />

      <button type="button" className="secondary tier-back" onClick={onBack}>
        {t('tier.back')}
      </button>
    </section>
  );
}
