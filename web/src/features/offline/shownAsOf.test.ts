import { shownAsOf, type QueryFacts } from './shownAsOf';

const query = (facts: Partial<QueryFacts>): QueryFacts => ({
  observers: 1,
  hasData: true,
  failed: false,
  dataUpdatedAt: Date.parse('2030-01-01T14:10:00Z'),
  ...facts,
});

describe('shownAsOf', () => {
  it('is the oldest time the data on screen was read', () => {
    const sheet = query({ dataUpdatedAt: Date.parse('2030-01-01T14:02:00Z') });
    const entries = query({ dataUpdatedAt: Date.parse('2030-01-01T14:05:00Z') });
    expect(shownAsOf([entries, sheet])).toBe(Date.parse('2030-01-01T14:02:00Z'));
  });

  it('counts only the queries on screen that have data with a known time', () => {
    const elsewhere = query({ observers: 0, dataUpdatedAt: Date.parse('2030-01-01T09:00:00Z') });
    const neverLoaded = query({ hasData: false, dataUpdatedAt: Date.parse('2030-01-01T09:30:00Z') });
    const unknown = query({ dataUpdatedAt: 0 });
    const onScreen = query({});
    expect(shownAsOf([elsewhere, neverLoaded, unknown, onScreen])).toBe(Date.parse('2030-01-01T14:10:00Z'));
    expect(shownAsOf([elsewhere, neverLoaded, unknown])).toBeNull();
    expect(shownAsOf([])).toBeNull();
  });

  it("claims no time when data of the page's could not be read at all (the page shows its error)", () => {
    const header = query({});
    const sheetFailed = query({ hasData: false, failed: true, dataUpdatedAt: 0 });
    expect(shownAsOf([header, sheetFailed])).toBeNull();
    // A failed refresh of data still shown, or a failure on another page, changes nothing.
    const keptAfterFailure = query({ failed: true, dataUpdatedAt: Date.parse('2030-01-01T14:02:00Z') });
    const failedElsewhere = query({ observers: 0, hasData: false, failed: true });
    expect(shownAsOf([header, keptAfterFailure, failedElsewhere])).toBe(Date.parse('2030-01-01T14:02:00Z'));
  });
});
