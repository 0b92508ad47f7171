import { Link } from 'react-router-dom';
import { useT } from '../../lib/i18n/useT';
import { usePageTitle } from '../../lib/usePageTitle';
import './activity.css';

/** /activity/pageN: a placeholder page the community fills later. */
export default function ActivitySubpage({ page }: { page: number }) {
  const { t } = useT();
  usePageTitle('title.activityPage', { page });
  return (
    <section className="panel activity">
      <h1>{t('activity.page', { page })}</h1>
      <p>{t('activity.placeholder', { page })}</p>
      <p>
        <Link to="/activity">{t('activity.back')}</Link>
      </p>
    </section>
  );
}
