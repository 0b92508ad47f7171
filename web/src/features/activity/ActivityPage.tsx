import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useT } from '../../lib/i18n/useT';
import { usePageTitle } from '../../lib/usePageTitle';
import { activityPages } from './activityPages';
import { activityCardsQuery } from './api/activityApi';
import { formatPageDate, pageText } from './model/pageContent';
import './activity.css';

/**
 * /activity: a grid of one card per activity page. A page the admin wrote shows its title, date
 * and summary; the others (and all of them while the cards load, or if they cannot) say 'Page N'.
 */
export default function ActivityPage() {
  const { t, locale } = useT();
  usePageTitle('title.activity');
  const { data: cards } = useQuery(activityCardsQuery());
  return (
    <section className="panel activity">
      <h1>{t('activity.title')}</h1>
      <ul className="activity-grid">
        {activityPages.map(({ page, path }) => {
          const card = cards?.find((item) => item.n === String(page));
          const text = card ? pageText(card, locale) : null;
          return (
            <li key={page}>
              <Link className="activity-card" to={path}>
                <span className="activity-card-number" aria-hidden="true">
                  {String(page).padStart(2, '0')}
                </span>
                <span className="activity-card-label" lang={text?.lang}>
                  {text ? text.title : t('activity.page', { page })}
                </span>
                {text?.date && <span className="activity-card-date">{formatPageDate(text.date, locale)}</span>}
                {text?.summary && (
                  <span className="activity-card-summary" lang={text.lang}>
                    {text.summary}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
