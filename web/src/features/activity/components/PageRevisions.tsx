import type { PageRevision } from '@saint-james/api-contract';
import { useT } from '../../../lib/i18n/useT';
import { Button } from '../../../components/Button';
import { distinctDatesAndTimes } from '../../../lib/i18n/dateTime';
import { changedLanguages } from '../model/changedLanguages';

/** A page's revisions, newest first, each but the newest with Revert. */
export function PageRevisions({
  revisions,
  busy,
  onRevert,
}: {
  revisions: readonly PageRevision[];
  busy: boolean;
  onRevert: (revision: PageRevision) => void;
}) {
  const { t, locale } = useT();
  if (revisions.length === 0) return <p>{t('pagesEditor.noHistory')}</p>;
  const times = distinctDatesAndTimes(
    revisions.map((revision) => revision.at),
    locale,
  );
  return (
    <ol className="page-revisions">
      {revisions.map((revision, index) => {
        const when = times[index];
        const languages = changedLanguages(revision);
        return (
          <li key={revision.id}>
            <span>
              {t(revision.action === 'revert' ? 'pagesEditor.reverted' : 'pagesEditor.saved', {
                by: revision.by,
                when,
              })}
              {' — '}
              <span lang="en">{revision.after.en.title}</span>
              {languages && ` · ${t(`pagesEditor.changed.${languages}`)}`}
            </span>
            {index === 0 ? (
              <span className="page-revision-current">{t('pagesEditor.current')}</span>
            ) : (
              <Button
                type="button"
                className="secondary"
                unavailable={busy}
                onClick={() => onRevert(revision)}
                aria-label={t('pagesEditor.revertLabel', { when })}
              >
                {t('pagesEditor.revert')}
              </Button>
            )}
          </li>
        );
      })}
    </ol>
  );
}
