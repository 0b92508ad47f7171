import type { ActivityPageNumber } from '@saint-james/api-contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { QueryStatus } from '../../components/QueryStatus';
import { unreached } from '../../lib/api';
import { useT } from '../../lib/i18n/useT';
import { usePageTitle } from '../../lib/usePageTitle';
import { activityPageQuery } from './api/activityApi';
import { MarkdownView } from './components/MarkdownView';
import { formatPageDate, pageText } from './model/pageContent';
import './activity.css';

/**
 * /activity/pageN: the page the admin wrote (its Markdown rendered and sanitised), in the reader's
 * language or in English with "Not yet translated"; until the admin writes it, its placeholder.
 */
export default function ActivitySubpage({ page }: { page: ActivityPageNumber }) {
  const { t, locale } = useT();
  const query = useQuery(activityPageQuery(page));
  const text = query.data ? pageText(query.data, locale) : null;
  usePageTitle(text ? 'title.activityWritten' : 'title.activityPage', text ? { title: text.title } : { page });
  return (
    <section className="panel activity">
      {!query.data ? (
        <>
          <h1>{t('activity.page', { page })}</h1>
          <QueryStatus
            query={query}
            // The network: the words every page says then; anything else (the server failing): this page's.
            failed={(error) => t(unreached(error) ? 'sheet.networkError' : 'activity.loadFailed')}
          />
        </>
      ) : text ? (
        <article className="activity-article" lang={text.lang}>
          <h1>{text.title}</h1>
          {text.untranslated && (
            <p className="activity-untranslated" lang={locale}>
              {t('activity.notTranslated')}
            </p>
          )}
          {text.date && (
            <p className="activity-date">
              <time dateTime={text.date}>{formatPageDate(text.date, locale)}</time>
            </p>
          )}
          <MarkdownView markdown={text.body} />
        </article>
      ) : (
        <>
          <h1>{t('activity.page', { page })}</h1>
          <p>{t('activity.placeholder', { page })}</p>
        </>
      )}
      <p>
        <Link to="/activity">{t('activity.back')}</Link>
      </p>
    </section>
  );
}
