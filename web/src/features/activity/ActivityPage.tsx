import { Link } from 'react-router-dom';
import { activityPages } from './activityPages';
import './activity.css';

/** /activity: a grid of one card per activity page. */
export default function ActivityPage() {
  return (
    <section className="panel activity">
      <h1>Activity</h1>
      <ul className="activity-grid">
        {activityPages.map(({ page, label, path }) => (
          <li key={page}>
            <Link className="activity-card" to={path}>
              <span className="activity-card-number" aria-hidden="true">
                {String(page).padStart(2, '0')}
              </span>
              <span className="activity-card-label">{label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
