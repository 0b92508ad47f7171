import { Link } from 'react-router-dom';
import { useT } from '../../lib/i18n/useT';
import { usePageTitle } from '../../lib/usePageTitle';
import { activityPages } from './activityPages';
import './activity.css';

/** /activity: a grid of one card per activity page. */
export default function ActivityPage() {
  const { t } = useT();
  usePageTitle('title.activity');
  return (
    <section className="panel activity">
      <h1>{t('activity.title')}</h1>
      <ul className="activity-grid">
        {activityPages.map(({ page, path }) => (
          <li key={page}>
            <Link className="activity-card" to={path}>
              <span className="activity-card-number" aria-hidden="true">
                {String(page).padStart(2, '0')}
              </span>
              <span className="activity-card-label">{t('activity.page', { page })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
