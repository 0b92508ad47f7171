import { memo, useMemo, useState } from 'react';
import { Combobox, MarkedText } from '../../../components/Combobox';
import { useT } from '../../../lib/i18n/useT';
import { pinForEnter, searchablePins, searchPins, type PinMatches } from '../model/pinSearch';
import type { MapPin } from '../model/mapPin';

interface MapSearchProps {
  /** Every pin, whatever the filter shows. */
  pins: readonly MapPin[];
  onPick: (pin: MapPin) => void;
  /** A category's name in the reader's language. */
  categoryName: (category: string) => string;
}

const NO_MATCHES: PinMatches = { shown: [], total: 0 };

/** "Find a place": a combobox over the pins' names; picking one flies the map to it. */
export const MapSearch = memo(function MapSearch({ pins, onPick, categoryName }: MapSearchProps) {
  const { t } = useT();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<MapPin | null>(null);
  // The names are folded once the reader types, not while the page is drawn: until then there is
  // nothing to match.
  const searching = text.trim() !== '';
  const searchable = useMemo(() => (searching ? searchablePins(pins) : null), [pins, searching]);
  const result = useMemo(() => (searchable ? searchPins(searchable, text) : NO_MATCHES), [searchable, text]);
  const more = result.total - result.shown.length;
  const pick = (pin: MapPin) => {
    setText(pin.name);
    setPicked(pin);
    onPick(pin);
  };

  return (
    <div className="map-search" role="search" aria-label={t('map.search')}>
      <Combobox
        label={t('map.search')}
        hint={t('map.searchHint')}
        placeholder={t('map.searchPlaceholder')}
        listLabel={t('map.searchMatches')}
        value={text}
        onChange={(value) => {
          setText(value);
          setPicked(null);
        }}
        options={result.shown}
        // With a place picked the list stays shut until the reader types again.
        closed={picked !== null}
        moreText={more > 0 ? t('map.searchMore', { count: more }) : undefined}
        optionKey={(pin) => pin.key}
        renderOption={(pin) => (
          <>
            <MarkedText text={pin.name} query={text} />
            <span className="map-search-kind">{categoryName(pin.category)}</span>
          </>
        )}
        onPick={pick}
        // Enter with nothing highlighted: the place of that name, or the only match.
        onEnter={() => {
          const pin = pinForEnter(result, text);
          if (pin) pick(pin);
          return pin !== null;
        }}
      />
      <p className="map-search-status" role="status" aria-live="polite">
        {picked
          ? t('map.searchShowing', { name: picked.name })
          : text.trim() !== '' && pins.length > 0 && result.total === 0
            ? t('map.searchNone')
            : ''}
      </p>
    </div>
  );
});
