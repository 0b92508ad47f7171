import { pinForEnter, searchablePins, searchPins } from './pinSearch';
import type { MapPin } from './mapPin';

const pin = (name: string, key = name): MapPin => ({ key, source: 'sheet', name, lat: 13, lng: -59, category: 'park' });

describe('searchPins', () => {
  const pins = searchablePins([
    pin('Folkestone Park'),
    pin('Holetown Park'),
    pin('Parkinson Memorial'),
    pin('Église Saint-Jacques'),
    pin(''),
  ]);

  it('finds names holding the text, case and accents aside, those starting with it first', () => {
    expect(searchPins(pins, 'PARK').shown.map((p) => p.name)).toEqual([
      'Parkinson Memorial',
      'Folkestone Park',
      'Holetown Park',
    ]);
    expect(searchPins(pins, 'eglise').shown.map((p) => p.name)).toEqual(['Église Saint-Jacques']);
  });

  it('finds nothing for an empty text, nor for a text no name holds', () => {
    expect(searchPins(pins, '   ')).toEqual({ shown: [], total: 0 });
    expect(searchPins(pins, 'zzz')).toEqual({ shown: [], total: 0 });
  });

  it('lists at most the limit and counts the rest', () => {
    const many = searchablePins(Array.from({ length: 30 }, (_, i) => pin(`Jetty ${i}`)));
    const result = searchPins(many, 'jetty', 20);
    expect(result.shown).toHaveLength(20);
    expect(result.total).toBe(30);
  });

  it('leaves out pins without a name', () => {
    expect(searchablePins([pin(''), pin('Jetty')]).map((p) => p.pin.name)).toEqual(['Jetty']);
  });
});

describe('pinForEnter', () => {
  const pins = searchablePins([pin('Holetown'), pin('Holetown Park'), pin('Folkestone Park'), pin('Église')]);
  const enter = (text: string) => pinForEnter(searchPins(pins, text), text)?.name ?? null;

  it('takes the place whose whole name is the text, case and accents aside, among several matches', () => {
    expect(enter('  HOLETOWN ')).toBe('Holetown');
    expect(enter('eglise')).toBe('Église');
  });

  it('finds the name typed whole past the list’s limit: it comes first', () => {
    const crowded = searchablePins([...Array.from({ length: 30 }, (_, i) => pin(`Jetty ${i}`)), pin('JETTY')]);
    expect(searchPins(crowded, 'jetty').shown[0].name).toBe('JETTY');
    expect(pinForEnter(searchPins(crowded, 'jetty'), 'jetty')?.name).toBe('JETTY');
  });

  it('takes the only match; none when several match and none has that name, or for no text', () => {
    expect(enter('folk')).toBe('Folkestone Park');
    expect(enter('park')).toBeNull();
    expect(enter('zzz')).toBeNull();
    expect(enter(' ')).toBeNull();
  });
});
