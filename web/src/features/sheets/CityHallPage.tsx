import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../lib/i18n/useT';
import { usePageTitle } from '../../lib/usePageTitle';
import { TierSearch } from './TierSearch';
import './sheets.css';

/** /city-hall: links to Urbanism, Map and Properties, and the tier search swapped in inline. */
export default function CityHallPage() {
  const { t } = useT();
  usePageTitle('title.cityHall');
  const [searching, setSearching] = useState(false);
  const searchButton = useRef<HTMLButtonElement>(null);
  const cameBack = useRef(false);

  useEffect(() => {
    // Back from the search: the focus returns to the button that opened it.
    if (!searching && cameBack.current) searchButton.current?.focus();
  }, [searching]);

  return (
    <section className="panel city-hall" aria-labelledby="city-hall-title">
      <h1 id="city-hall-title">{t('cityHall.title')}</h1>
      {searching ? (
        <TierSearch
          onBack={() => {
            cameBack.current = true;
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
