import type { PortfolioProperty } from '@saint-james/api-contract';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../lib/auth/AuthProvider';
import { portfolioQuery } from './portfolio/portfolioApi';
import { linkStatusQuery } from './uplandApi';

/**
 * The signed-in member's own Saint James properties, for /sheet's "Mine" and the map's district
 * labels; null for a visitor, a member not linked (or whose link needs renewing) and until they
 * are known. A visitor sends no request; the answer is the dashboard's (same key, kept 10 min).
 */
export function useMyProperties(): readonly PortfolioProperty[] | null {
  const { user } = useAuth();
  const uid = user?.uid ?? '';
  const status = useQuery({ ...linkStatusQuery(uid), enabled: !!user });
  const linked = status.data?.linked === true && !status.data.needsRelink;
  const portfolio = useQuery({ ...portfolioQuery(uid), enabled: !!user && linked });
  return linked && portfolio.data ? portfolio.data.properties : null;
}
