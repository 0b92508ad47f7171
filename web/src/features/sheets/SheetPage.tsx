import { memo, useMemo } from 'react';
import { propertiesTable, type PropertiesTable } from './propertiesTable';
import { SheetStatus, UpdatedAt } from './SheetStatus';
import { SheetTable } from './SheetTable';
import { useSheet } from './sheetsApi';
import { useT } from '../../lib/i18n/useT';
import { usePageTitle } from '../../lib/usePageTitle';
import './sheets.css';

/** /sheet: the properties tab as a table, columns 0, 1, 6 and 7 hidden, refreshed every 5 s. */
export default function SheetPage() {
  const { data, error, isFetching, refetch, dataUpdatedAt } = useSheet('properties');
  const { t } = useT();
  usePageTitle('title.sheet');
  const values = data?.values;
  // Same rows after a refresh → same array (structural sharing) → the table is not rebuilt.
  const table = useMemo(() => (values ? propertiesTable(values) : null), [values]);

  return (
    <section className="panel sheet-page" aria-labelledby="sheet-title">
      <h1 id="sheet-title">{t('sheet.title')}</h1>
      <SheetStatus hasData={!!data} error={error} fetching={isFetching} onRetry={() => void refetch()} />
      {data && table && (
        <>
          <p className="sheet-summary">{t('sheet.count', { count: table.rows.length })}</p>
          <UpdatedAt at={dataUpdatedAt} />
          <PropertiesGrid table={table} />
        </>
      )}
    </section>
  );
}

const PropertiesGrid = memo(function PropertiesGrid({ table }: { table: PropertiesTable }) {
  const { t } = useT();
  return (
    <SheetTable regionLabel={t('sheet.region')} labelledBy="sheet-title" header={table.header}>
      {table.rows.map((row, r) => (
        <tr key={r}>
          {row.map((cell, c) => (
            <td key={c}>{cell}</td>
          ))}
        </tr>
      ))}
    </SheetTable>
  );
});
