import { Link } from 'react-router-dom';
import { useT } from '../../lib/i18n/useT';
import { usePageTitle } from '../../lib/usePageTitle';

export default function NotFoundPage() {
  const { t } = useT();
  usePageTitle('title.notFound');
  return (
    <section className="panel not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p>
        <Link to="/">{t('notFound.home')}</Link>
      </p>
    </section>
  );
}
