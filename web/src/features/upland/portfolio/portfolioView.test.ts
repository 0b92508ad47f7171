import type { PortfolioProperty } from '@saint-james/api-contract';
import { ApiError } from '../../../lib/api';
import { isLinkProblem, refreshErrorMessage } from './portfolioApi';
import { formatUpx, neighborhoodBars, nextSort, sortProperties, tierBars } from './portfolioView';

const property = (address: string, neighborhood: string, tier: number | null): PortfolioProperty => ({
  id: address,
  address,
  neighborhood,
  tier,
});
const list = [
  property('9 Bay Street', 'Holetown', 2),
  property('10 Bay Street', 'Speightstown', null),
  property('1 Sea Road', 'Holetown', 1),
];

describe('the portfolio as shown', () => {
  it('sorts addresses by their numbers, and turns around on a second press', () => {
    const sort = { column: 'address', direction: 'ascending' } as const;
    expect(sortProperties(list, sort).map((p) => p.address)).toEqual(['1 Sea Road', '9 Bay Street', '10 Bay Street']);
    expect(sortProperties(list, nextSort(sort, 'address')).map((p) => p.address)).toEqual([
      '10 Bay Street',
      '9 Bay Street',
      '1 Sea Road',
    ]);
    expect(nextSort(sort, 'tier')).toEqual({ column: 'tier', direction: 'ascending' });
  });

  it('sorts by tier with no tier last both ways', () => {
    expect(sortProperties(list, { column: 'tier', direction: 'ascending' }).map((p) => p.tier)).toEqual([1, 2, null]);
    expect(sortProperties(list, { column: 'tier', direction: 'descending' }).map((p) => p.tier)).toEqual([2, 1, null]);
  });

  it('draws tiers in order with no tier last, and neighbourhoods by count', () => {
    expect(tierBars({ '2': 4, none: 2, '1': 3, '10': 1 }).map((b) => b.label)).toEqual(['1', '2', '10', 'none']);
    expect(neighborhoodBars({ Holetown: 4, Bathsheba: 4, Oistins: 9 })).toEqual([
      { label: 'Oistins', count: 9 },
      { label: 'Bathsheba', count: 4 },
      { label: 'Holetown', count: 4 },
    ]);
  });

  it('writes UPX the local way', () => {
    expect(formatUpx(12345.5, 'en')).toBe('12,345.5');
    expect(formatUpx(12345.5, 'fr').replace(/\s/g, ' ')).toBe('12 345,5');
  });

  it('says how long to wait when a refresh is refused, and knows a link problem', () => {
    const refused = new ApiError(429, 'too-many-refreshes', 'slow down', undefined, undefined, 42);
    const asked = { at: new Date(2026, 10, 24, 14, 2, 30).getTime(), locale: 'en' };
    // The time to try again, not 'in 42 seconds' (which would not count down while it is shown).
    expect(refreshErrorMessage(refused, asked)).toEqual({
      key: 'portfolio.refreshWait',
      values: { time: '2:03:12 PM' },
    });
    expect(refreshErrorMessage(refused, { ...asked, locale: 'fr' })).toEqual({
      key: 'portfolio.refreshWait',
      values: { time: '14:03:12' },
    });
    expect(refreshErrorMessage(new ApiError(503, 'upland-unavailable', 'down'), asked)).toEqual({
      key: 'portfolio.unavailable',
    });
    // Offline as it failed: said so, rather than 'could not be read' over the properties still listed.
    expect(refreshErrorMessage(new ApiError(0, 'network', 'Failed to fetch', undefined, 'offline'), asked)).toEqual({
      key: 'portfolio.refreshOffline',
    });
    expect(refreshErrorMessage(new ApiError(0, 'network', 'Failed to fetch'), asked)).toEqual({
      key: 'portfolio.failed',
    });
    expect(isLinkProblem(new ApiError(409, 'relink', 'again'))).toBe(true);
    expect(isLinkProblem(new ApiError(503, 'upland-unavailable', 'down'))).toBe(false);
  });
});
