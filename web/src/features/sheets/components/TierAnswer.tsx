import { Link } from 'react-router-dom';
import { useT } from '../../../lib/i18n/useT';
import { districtMapLink } from '../../map';
import type { PropertyTier } from '../model/propertyTiers';

/** The explorer showing one address: /sheet?q=… (its search finds the address). */
export function sheetLink(address: string): string {
  return `/sheet?${new URLSearchParams({ q: address.split(',')[0].trim() })}`;
}

/**
 * The answer to a tier search: the tier, then the property's neighbourhood, street and size (the
 * sheet's values, as written). Read out as it comes (TierSearch's live region); its links, which a
 * reader reaches with Tab, are TierLinks, outside it.
 */
export function TierAnswer({ property }: { property: PropertyTier }) {
  const { t } = useT();
  const facts: [string, string][] = [
    [t('explorer.column.neighborhood'), property.neighborhood],
    [t('explorer.column.street'), property.street],
    [t('explorer.column.size'), property.size],
  ];
  return (
    <div className="tier-answer">
      <p className="tier-result">{t('tier.result', { value: property.tier || '—' })}</p>
      <dl className="tier-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd translate="no">{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Where to see the answer's property: in the properties explorer and, with a neighbourhood, its district on the map. */
export function TierLinks({ property }: { property: PropertyTier }) {
  const { t } = useT();
  return (
    <p className="tier-links">
      <Link to={sheetLink(property.address)}>{t('tier.inExplorer')}</Link>
      {property.neighborhood && <Link to={districtMapLink(property.neighborhood)}>{t('tier.onMap')}</Link>}
    </p>
  );
}
