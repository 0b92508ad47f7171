import * as L from 'leaflet';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import { districtsQuery } from '../api/mapApi';
import { findDistrict } from '../model/districts';

/**
 * /map?district=Holetown (the tier answer's link): once the districts' file is read, the map shows
 * that district whole, once. `onMissing` when the file has no district of that name (or cannot be
 * read): the page says so and the map shows its usual view.
 */
export function DistrictFocus({ name, onMissing }: { name: string; onMissing: () => void }) {
  const map = useMap();
  const { data: districts, error } = useQuery(districtsQuery());
  const done = useRef(false);
  useEffect(() => {
    if (done.current || (!districts && !error)) return;
    done.current = true;
    const district = districts ? findDistrict(districts, name) : null;
    if (!district) {
      onMissing();
      return;
    }
    map.fitBounds(L.geoJSON(district).getBounds(), { padding: [24, 24], maxZoom: 16, animate: false });
  }, [map, districts, error, name, onMissing]);
  return null;
}
