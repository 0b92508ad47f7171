import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useT } from '../../lib/i18n/useT';
import { CITY_HALL_ADDRESS_PARAM as ADDRESS_PARAM } from '../../lib/cityHallLink';
import { usePageTitle } from '../../lib/usePageTitle';
import { TierSearch } from './components/TierSearch';
import './sheets.css';

/**
 * /city-hall: links to Urbanism, Map and Properties, and the tier search swapped in inline.
 * /city-hall?address=<full address> opens the search on that address and shows its tier.
 */
export default function CityHallPage() {
  const { t } = useT();
  usePageTitle('title.cityHall');
  const [params, setParams] = useSearchParams();
  const [initialAddress, setInitialAddress] = useState(() => params.get(ADDRESS_PARAM) ?? '');
  const [searching, setSearching] = useState(initialAddress !== '');
  const searchButton = useRef<HTMLButtonElement>(null);
  const cameBack = useRef(false);
  useEffect(() => {
    // Back from the search: the focus returns to the button that opened it.
    if (!searching && cameBack.current) searchButton.current?.focus();
  }, [searching]);

  // The address bar follows the picked address, so it can be shared as it is.
  const showAddress = (address: string | null) =>
    setParams(address ? { [ADDRESS_PARAM]: address } : {}, { replace: true, preventScrollReset: true });

  return (
    <section className="panel city-hall" aria-labelledby="city-hall-title">
      <h1 id="city-hall-title">{t('cityHall.title')}</h1>
      {searching ? (
        <TierSearch
          initialAddress={initialAddress}
          onPick={showAddress}
          onBack={() => {
            cameBack.current = true;
            showAddress(null);
            // Opened again, the search starts empty.
            setInitialAddress('');
            setSearching(false);
          }}
        />
      ) : (
        <>
          <nav aria-label={t('cityHall.nav')}>
            <ul className="city-hall-links">
              <li>
                <Link to="/urbanism">{t('cityHall.urbanism')}</Link>
              </li>
              <li>
                <Link to="/map">{t('cityHall.map')}</Link>
              </li>
              <li>
                <Link to="/sheet">{t('cityHall.properties')}</Link>
              </li>
            </ul>
          </nav>
          <button ref={searchButton} type="button" className="primary" onClick={() => setSearching(true)}>
            {t('cityHall.searchTier')}
          </button>
        </>
      )}
    </section>
  );
}
