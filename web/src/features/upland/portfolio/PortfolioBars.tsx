import { useT } from '../../../lib/i18n/useT';
import type { Bar } from './portfolioView';

const BAR_HEIGHT = 22;
const GAP = 6;
const LABEL_WIDTH = 130;
const WIDTH = 360;

/**
 * A horizontal SVG bar chart. Screen readers read the image's label, which names every bar and
 * its number ("Tier 1: 3, Tier 2: 4, ..."); the drawing itself says the same to the eye.
 */
export function PortfolioBars({ title, bars, name }: { title: string; bars: Bar[]; name: (bar: Bar) => string }) {
  const { t } = useT();
  const most = Math.max(1, ...bars.map((bar) => bar.count));
  const height = bars.length * (BAR_HEIGHT + GAP);
  const spoken = bars.map((bar) => t('portfolio.chartBar', { name: name(bar), count: bar.count })).join(', ');
  return (
    <figure className="portfolio-chart">
      <figcaption>{title}</figcaption>
      <svg
        role="img"
        aria-label={t('portfolio.chartLabel', { title, bars: spoken })}
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        preserveAspectRatio="xMinYMin meet"
      >
        {bars.map((bar, i) => {
          const y = i * (BAR_HEIGHT + GAP);
          const width = ((WIDTH - LABEL_WIDTH - 40) * bar.count) / most;
          return (
            <g key={bar.label} aria-hidden="true">
              <text x={0} y={y + BAR_HEIGHT * 0.7} className="portfolio-chart-label">
                {name(bar)}
              </text>
              <rect x={LABEL_WIDTH} y={y} width={width} height={BAR_HEIGHT} className="portfolio-chart-bar" rx={3} />
              <text x={LABEL_WIDTH + width + 6} y={y + BAR_HEIGHT * 0.7} className="portfolio-chart-count">
                {bar.count}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
