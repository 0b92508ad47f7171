import { NO_TIER, type Portfolio } from '@saint-james/api-contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { QueryStatus } from '../../../components/QueryStatus';
import { useT } from '../../../lib/i18n/useT';
import { queryKeys } from '../../../lib/queryKeys';
import { PortfolioBars } from './PortfolioBars';
import { PortfolioList } from './PortfolioList';
import { isLinkProblem, portfolioErrorMessage, portfolioQuery } from './portfolioApi';
import { formatUpx, neighborhoodBars, tierBars } from './portfolioView';
import { RefreshLine } from './RefreshLine';
import './portfolio.css';

/**
 * "Your Saint James" for a linked member: who they are in the game, their properties in Saint
 * James by tier and by neighbourhood, and the list. A 409 (the link is gone or broken) asks the
 * link status again, and the dashboard then shows the link flow instead.
 */
export function YourSaintJames({ uid }: { uid: string }) {
  const { t } = useT();
  const client = useQueryClient();
  const query = useQuery(portfolioQuery(uid));
  const linkProblem = isLinkProblem(query.error);
  // The properties read after 'Reading your properties…' was said: said too, as the list replaces
  // that line (a screen reader hears nothing of a line that goes). Not for a copy on screen at once.
  // Said once: not again at a refresh or a refetch (the refresh has its own line).
  const [read, setRead] = useState(() => (query.data === undefined ? '' : null));
  if (read === '' && query.data) setRead(t('portfolio.read', { count: query.data.totals.count }));
  useEffect(() => {
    if (linkProblem) void client.invalidateQueries({ queryKey: queryKeys.account(uid).uplandStatus });
  }, [linkProblem, client, uid]);

  return (
    <section className="portfolio" aria-labelledby="portfolio-heading">
      <h2 id="portfolio-heading">{t('portfolio.title')}</h2>
      <p className="visually-hidden" role="status">
        {read}
      </p>
      {query.data ? (
        <PortfolioView uid={uid} portfolio={query.data} />
      ) : (
        <QueryStatus
          query={query}
          loading={t('portfolio.loading')}
          failed={(error) => t(portfolioErrorMessage(error))}
        />
      )}
    </section>
  );
}

function PortfolioView({ uid, portfolio }: { uid: string; portfolio: Portfolio }) {
  const { t, locale } = useT();
  const tierName = ({ label }: { label: string }) =>
    label === NO_TIER ? t('portfolio.noTier') : t('portfolio.tier', { tier: label });
  // Why /sheet's 'Mine' counts fewer: it counts the sheet's rows, and these have none.
  const notInSheet = portfolio.properties.filter((property) => property.inSheet === false).length;
  return (
    <>
      <RefreshLine uid={uid} portfolio={portfolio} />
      <dl className="portfolio-facts">
        <dt>{t('portfolio.username')}</dt>
        <dd translate="no">{portfolio.profile.username}</dd>
        <dt>{t('portfolio.level')}</dt>
        {/* Upland's word for the level, in English. */}
        <dd lang="en">{portfolio.profile.level}</dd>
        <dt>{t('portfolio.networth')}</dt>
        <dd className="portfolio-upx">
          {t('portfolio.upx', { amount: formatUpx(portfolio.profile.networth, locale) })}
        </dd>
        <dt>{t('portfolio.count')}</dt>
        <dd className="portfolio-count">{portfolio.totals.count}</dd>
      </dl>
      {portfolio.totals.count === 0 ? (
        <p>{t('portfolio.none')}</p>
      ) : (
        <>
          <div className="portfolio-charts">
            <PortfolioBars title={t('portfolio.byTier')} bars={tierBars(portfolio.totals.byTier)} name={tierName} />
            <PortfolioBars
              title={t('portfolio.byNeighborhood')}
              bars={neighborhoodBars(portfolio.totals.byNeighborhood)}
              name={(bar) => bar.label}
            />
          </div>
          {notInSheet > 0 && (
            <p className="portfolio-not-in-sheet">{t('portfolio.notInSheet', { count: notInSheet })}</p>
          )}
          <ul className="portfolio-more">
            <li>
              <Link to="/map">{t('portfolio.onMap')}</Link>
            </li>
            <li>
              <Link to={`/sheet?${new URLSearchParams({ mine: '1' })}`}>{t('portfolio.onSheet')}</Link>
            </li>
          </ul>
          <PortfolioList properties={portfolio.properties} />
        </>
      )}
    </>
  );
}
