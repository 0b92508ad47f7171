import { Link } from 'react-router-dom';
import './activity.css';

/** /activity/pageN: a placeholder page the community fills later. */
export default function ActivitySubpage({ page }: { page: number }) {
  return (
    <section className="panel activity">
      <h1>Page {page}</h1>
      <p>Placeholder content for page {page}</p>
      <p>
        <Link to="/activity">Back to Activity</Link>
      </p>
    </section>
  );
}
