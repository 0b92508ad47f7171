import { memo, useMemo, type CSSProperties } from 'react';
import { site } from '../../config/site';
import { colourSchemeTable, isHexColour, type ColourSchemeTable } from './model/colourScheme';
import { SheetTable } from './components/SheetTable';
import { SheetStatus, UpdatedAt } from './components/SheetStatus';
import { useSheet } from '../../lib/sheetsApi';
import { useT } from '../../lib/i18n/useT';
import { usePageTitle } from '../../lib/usePageTitle';
import { useBrowserOnline } from '../offline';
import './sheets.css';

/** /urbanism: the urban-development video and the colour-scheme tab, refreshed every 5 s. */
export default function UrbanismPage() {
  const sheet = useSheet('colours');
  const { data, dataUpdatedAt } = sheet;
  const { t } = useT();
  const online = useBrowserOnline();
  usePageTitle('title.urbanism');
  const values = data?.values;
  const table = useMemo(() => (values ? colourSchemeTable(values) : null), [values]);

  return (
    <section className="panel urbanism-page" aria-labelledby="urbanism-title">
      <h1 id="urbanism-title">{t('urbanism.title')}</h1>
      {/* Offline, a note in the frame's place: the frame would be the browser's grey error page. The
          page does not depend on it. The browser's word only: a failed read must not stop the video. */}
      <div className="urbanism-video">
        {online ? (
          <iframe
            src={site.media.urbanismVideoEmbed}
            title={t('urbanism.video')}
            loading="lazy"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
          />
        ) : (
          <p className="urbanism-video-offline">{t('urbanism.videoOffline')}</p>
        )}
      </div>
      <h2 id="colour-scheme-title">{t('urbanism.colours')}</h2>
      <SheetStatus sheet={sheet} />
      {data && table && (
        <>
          <UpdatedAt changedAt={data.fetchedAt} checkedAt={dataUpdatedAt} />
          <ColourTable table={table} />
        </>
      )}
    </section>
  );
}

const ColourTable = memo(function ColourTable({ table }: { table: ColourSchemeTable }) {
  const { t } = useT();
  return (
    <SheetTable
      regionLabel={t('urbanism.region')}
      labelledBy="colour-scheme-title"
      header={table.header}
      className="colour-table"
    >
      {table.rows.map((row) =>
        row.kind === 'section' ? (
          <tr key={row.index} className="section-row">
            <th colSpan={table.width} scope="colgroup">
              <span className="section-title">{row.title}</span>
            </th>
          </tr>
        ) : (
          <tr key={row.index}>
            {row.cells.map((cell, c) =>
              isHexColour(cell) ? (
                <td key={c} className="hex-cell">
                  <span className="swatch" style={{ '--swatch': cell.trim() } as CSSProperties} aria-hidden="true" />
                  {cell}
                </td>
              ) : (
                <td key={c}>{cell}</td>
              ),
            )}
          </tr>
        ),
      )}
    </SheetTable>
  );
});
