import type { MapDataEntry, MapDataFields } from '@saint-james/api-contract';
import { importChanges, planImport, samePlace } from './importPlan';

const fields: MapDataFields = { location: '13.18660,-59.63850', name: 'Mill', description: '', type: '', status: '' };
const entry: MapDataEntry = { id: 'mill', ...fields, createdAt: 'c', updatedAt: 'u', updatedBy: 'seed' };

describe('samePlace', () => {
  it('is the same two numbers, however they are written', () => {
    expect(samePlace('13.18660,-59.63850', '13.1866,-59.6385')).toBe(true);
    expect(samePlace('13.2 , -59.6', '+13.20,-59.600')).toBe(true);
    expect(samePlace('-0,0', '0,-0')).toBe(true);
    expect(samePlace('', '')).toBe(true);
  });
  it('is the same to six decimals, as a GeoJSON file is read: a stored place and its export', () => {
    expect(samePlace('13.1234567,-59.6', '13.123457,-59.6')).toBe(true);
    expect(samePlace('13.1234567,-59.60000004', '13.1234571,-59.6')).toBe(true);
    expect(samePlace('13.123456,-59.6', '13.123457,-59.6')).toBe(false);
  });
  it('is not another place, nor a missing one', () => {
    expect(samePlace('13.1866,-59.6385', '13.1866,-59.6386')).toBe(false);
    expect(samePlace('', '13.1,-59.6')).toBe(false);
    expect(samePlace('Holetown', 'Holetown ')).toBe(false);
  });
});

describe('planImport', () => {
  const live = new Map([['mill', entry]]);
  it('leaves an entry alone when nothing differs, its location text included', () => {
    const plan = planImport(
      [{ index: 0, id: 'mill', fields: { ...fields, location: '13.1866,-59.6385' } }],
      live,
      new Set(),
    );
    expect(plan).toEqual({ creates: [], updates: [], unchanged: 1, problems: [] });
  });
  it('updates with the entry’s own location text when only another field changed', () => {
    const plan = planImport(
      [{ index: 0, id: 'mill', fields: { ...fields, location: '13.1866,-59.6385', name: 'Mill 2' } }],
      live,
      new Set(),
    );
    expect(plan.updates).toEqual([{ at: { index: 0 }, current: entry, fields: { ...fields, name: 'Mill 2' } }]);
  });
  it('creates under the row’s id, or a new one; refuses an id in the Trash, naming its line', () => {
    const plan = planImport(
      [
        { index: 0, line: 2, id: 'new-id', fields },
        { index: 1, line: 3, fields },
        { index: 2, line: 5, id: 'gone', fields },
      ],
      live,
      new Set(['gone']),
    );
    expect(plan.creates).toEqual([
      { at: { index: 0, line: 2 }, id: 'new-id', fields },
      { at: { index: 1, line: 3 }, id: undefined, fields },
    ]);
    expect(plan.problems).toEqual([
      { index: 2, line: 5, field: 'id', problem: 'in-trash', message: "id: 'gone' is in the Trash: restore it first" },
    ]);
  });
});

describe('importChanges', () => {
  it('lists each create and update in the file’s order, with the fields before and after and which differ', () => {
    const plan = planImport(
      [
        { index: 0, line: 2, fields: { ...fields, name: 'Chapel' } },
        { index: 1, line: 3, id: 'mill', fields: { ...fields, description: 'Rebuilt' } },
        { index: 2, line: 4, id: 'well', fields },
      ],
      new Map([
        ['mill', entry],
        ['well', { ...entry, id: 'well' }],
      ]),
      new Set(),
    );
    const { createdAt: _c, updatedAt: _u, updatedBy: _b, id: _id, ...stored } = entry;
    expect(importChanges(plan)).toEqual([
      { index: 0, line: 2, before: null, after: { ...fields, name: 'Chapel' }, changed: ['location', 'name'] },
      {
        index: 1,
        line: 3,
        entryId: 'mill',
        before: stored,
        after: { ...fields, description: 'Rebuilt' },
        changed: ['description'],
      },
    ]);
  });
});
