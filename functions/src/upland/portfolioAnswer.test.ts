import { portfolioAnswer, portfolioTotals } from './portfolioAnswer';
import { demoWorkbook } from '../sheets/demoWorkbook';
import type { UplandHoldings, UplandProperty } from './uplandPlayer';

// The demo workbook's first rows: '460 Sandy Lane' (Sandy Lane, tier 3), '210 Mullins Bay Road'
// (Lower Carlton, 3), '141 Palm Avenue' (Sandy Lane, 4); and one like them without a tier.
const DEMO = demoWorkbook.properties.values;
const SHEET = [...DEMO.slice(0, 4), [...DEMO[3].slice(0, 4), '7 Sandy Lane, Sandy Lane, Saint James']];
const owned = (id: string, address: string, city = 'Saint James', neighborhood = 'Upland name'): UplandProperty => ({
  id,
  address,
  city,
  neighborhood,
});
const holdings = (properties: UplandProperty[]): UplandHoldings => ({
  profile: { username: 'saint_player', level: 'Pro', networth: 1234.5 },
  properties,
  truncated: false,
});

describe('portfolioAnswer', () => {
  const answer = portfolioAnswer(
    holdings([
      owned('1', '210 Mullins Bay Road'),
      owned('2', '141 palm AVENUE', ' saint  JAMES '),
      owned('3', '7  Sandy Lane'),
      owned('4', '900 Coral Ridge Way', 'Saint James', 'Holetown'),
      owned('5', '460 Sandy Lane', 'Queens', 'Astoria'),
    ]),
    SHEET,
    { fetchedAt: Date.UTC(2026, 10, 1, 14, 2), stale: false },
  );

  it('keeps only Saint James (city compared without case or spacing), sorted by address, numbers as numbers', () => {
    expect(answer.properties.map((p) => p.address)).toEqual([
      '7  Sandy Lane',
      '141 palm AVENUE',
      '210 Mullins Bay Road',
      '900 Coral Ridge Way',
    ]);
  });

  it("joins the tab's tier and neighbourhood by street address; null where the sheet has no tier or no row", () => {
    expect(answer.properties).toEqual([
      { id: '3', address: '7  Sandy Lane', neighborhood: 'Sandy Lane', tier: null, inSheet: true },
      { id: '2', address: '141 palm AVENUE', neighborhood: 'Sandy Lane', tier: 4, inSheet: true },
      { id: '1', address: '210 Mullins Bay Road', neighborhood: 'Lower Carlton', tier: 3, inSheet: true },
      { id: '4', address: '900 Coral Ridge Way', neighborhood: 'Holetown', tier: null, inSheet: false },
    ]);
  });

  it('counts by tier (1 to 4 and none, always) and by neighbourhood', () => {
    expect(answer.totals).toEqual({
      count: 4,
      byTier: { '1': 0, '2': 0, '3': 1, '4': 1, none: 2 },
      byNeighborhood: { 'Sandy Lane': 2, 'Lower Carlton': 1, Holetown: 1 },
    });
  });

  it('says when, whether stale, and leaves balances out when Upland did not tell them', () => {
    expect(answer).toMatchObject({
      profile: { username: 'saint_player', level: 'Pro', networth: 1234.5 },
      fetchedAt: '2026-11-01T14:02:00.000Z',
      stale: false,
    });
    expect('balances' in answer).toBe(false);
  });
});

describe('portfolioTotals', () => {
  it('counts a tier outside 1-4 under its own key, and any neighbourhood name as a plain key', () => {
    const totals = portfolioTotals([
      { id: 'a', address: 'x', neighborhood: '__proto__', tier: 7 },
      { id: 'b', address: 'y', neighborhood: 'constructor', tier: null },
    ]);
    expect(totals.byTier).toEqual({ '1': 0, '2': 0, '3': 0, '4': 0, none: 1, '7': 1 });
    expect(Object.keys(totals.byNeighborhood)).toEqual(['__proto__', 'constructor']);
    expect(JSON.parse(JSON.stringify(totals.byNeighborhood))).toEqual(JSON.parse('{"__proto__": 1, "constructor": 1}'));
  });
});
