import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../../lib/i18n/useT';

/**
 * The legend's container (ADR 0028). Beside the map on a wide screen and below it on a phone;
 * on a phone the "Legend" button also lifts it as a sheet over the map's lower part, so a tick
 * shows its effect at once. Escape or "Close" puts it back, the focus (when it was in the sheet)
 * on the button. The grouping inside is CategoryFilter's.
 */
export function LegendSheet({
  mapFrame,
  underMap,
  children,
}: {
  mapFrame: ReactNode;
  /** The map's own notes (its background failed, a district it does not have): right under it. */
  underMap?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const sheetId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const sheet = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    // The map in sight above the sheet, the focus in the sheet.
    frame.current?.scrollIntoView({ block: 'start' });
    close.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      // An Escape a field has used (the search closing its suggestions) is not the sheet's.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const fromSheet = sheet.current?.contains(document.activeElement) ?? false;
      setOpen(false);
      // The keyboard leaves the sheet with it, for its button; elsewhere (the search) it stays.
      if (fromSheet) button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="secondary map-legend-button"
        aria-expanded={open}
        aria-controls={sheetId}
        onClick={() => setOpen(!open)}
      >
        {t('map.legend')}
      </button>
      <div className={open ? 'map-layout map-sheet-room' : 'map-layout'}>
        <div ref={frame} className="map-frame-anchor">
          {mapFrame}
          {underMap}
        </div>
        <div ref={sheet} id={sheetId} className={open ? 'map-side map-sheet-open' : 'map-side'}>
          {open && (
            <button
              ref={close}
              type="button"
              className="secondary map-sheet-close"
              onClick={() => {
                setOpen(false);
                button.current?.focus();
              }}
            >
              {t('map.closeLegend')}
            </button>
          )}
          {children}
        </div>
      </div>
    </>
  );
}
