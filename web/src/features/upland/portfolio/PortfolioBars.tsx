import type { CSSProperties } from 'react';
import { useT } from '../../../lib/i18n/useT';
import type { Bar } from './portfolioView';

/**
 * A horizontal bar chart, drawn with HTML boxes so that its names are text at the page's own size
 * (an SVG scaled to a 375 px phone wrote them at 9 px). Screen readers read the image's label,
 * which names every bar and its number ("Tier 1: 3, Tier 2: 4, ..."); the drawing says the same
 * to the eye. Each chart is scaled to its own longest bar.
 */
export function PortfolioBars({ title, bars, name }: { title: string; bars: Bar[]; name: (bar: Bar) => string }) {
  const { t } = useT();
  const most = Math.max(1, ...bars.map((bar) => bar.count));
  const spoken = bars.map((bar) => t('portfolio.chartBar', { name: name(bar), count: bar.count })).join(', ');
  return (
    <figure className="portfolio-chart">
      <figcaption>{title}</figcaption>
      <div role="img" aria-label={t('portfolio.chartLabel', { title, bars: spoken })} className="portfolio-bars">
        {bars.map((bar) => (
          <div key={bar.label} className="portfolio-bar-row" aria-hidden="true">
            <span className="portfolio-chart-label">{name(bar)}</span>
            <span className="portfolio-bar-track">
              <span
                className="portfolio-chart-bar"
                style={{ '--share': `${(100 * bar.count) / most}%` } as CSSProperties}
              />
              <span className="portfolio-chart-count">{bar.count}</span>
            </span>
          </div>
        ))}
      </div>
    </figure>
  );
}
