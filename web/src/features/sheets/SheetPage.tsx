import { useDeferredValue, useMemo, useState } from 'react';
import { addressKey } from '@saint-james/api-contract';
import { useLocation, useNavigationType } from 'react-router-dom';
import { LoadingMessage } from '../../components/LoadingMessage';
import { useMyProperties } from '../upland/mine';
import { PropertiesExplorer } from './components/PropertiesExplorer';
import { languageOrder } from './model/propertyRows';
import { usePropertiesData } from './usePropertiesData';
import { SheetStatus, UpdatedAt } from './components/SheetStatus';
import { useSheet } from '../../lib/sheetsApi';
import { useT } from '../../lib/i18n/useT';
import { usePageTitle } from '../../lib/usePageTitle';
import './sheets.css';

/**
 * /sheet: the properties tab as an explorer (search, filters, sort, CSV, windowed rows), columns
 * 0, 1, 6 and 7 hidden, refreshed every 5 s.
 */
export default function SheetPage() {
  const sheet = useSheet('properties');
  const { data, dataUpdatedAt } = sheet;
  const { t, locale } = useT();
  usePageTitle('title.sheet');
  const textOrder = useMemo(() => languageOrder(locale), [locale]);
  // The times are drawn in a background render: the first date format loads the browser's date
  // data, a long step on a phone.
  const updatedAt = useDeferredValue(dataUpdatedAt);
  const changedAt = useDeferredValue(data?.fetchedAt);
  // The table is built in slices and drawn in a background render, both yielding to the browser
  // every few ms: 2,367 rows arriving never hold a phone's main thread in one long task. Same rows
  // after a refresh → same array (structural sharing) → nothing is rebuilt.
  const properties = usePropertiesData(data?.values);
  // A linked member's own addresses, for the "Mine" chip (no request for a visitor).
  const myProperties = useMyProperties();
  const mine = useMemo(
    () => (myProperties ? new Set(myProperties.map((p) => addressKey(p.address))) : null),
    [myProperties],
  );

  // The explorer reads its view from the address when it opens, and writes it back (replacing the
  // entry) as the reader types: a navigation that is not one of those writes opens it afresh.
  const location = useLocation();
  const navigation = useNavigationType();
  const [entry, setEntry] = useState(location.key);
  if (navigation !== 'REPLACE' && location.key !== entry) setEntry(location.key);

  return (
    <section className="panel sheet-page" aria-labelledby="sheet-title">
      <h1 id="sheet-title">{t('sheet.title')}</h1>
      <SheetStatus sheet={sheet} />
      {/* The rows are in, the table is being built (a few ms; on a phone up to a tenth of a second). */}
      {data && !properties && <LoadingMessage />}
      {properties && (
        <>
          <UpdatedAt changedAt={changedAt ?? ''} checkedAt={updatedAt} />
          <PropertiesExplorer
            key={entry}
            data={properties}
            textOrder={textOrder}
            labelledBy="sheet-title"
            mine={mine}
          />
        </>
      )}
    </section>
  );
}
