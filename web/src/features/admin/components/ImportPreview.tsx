import type { ImportChange, ImportReport } from '@saint-james/api-contract';
import { useT } from '../../../lib/i18n/useT';
import { importProblemMessage } from '../model/messages';
import { RevisionChanges } from './RevisionChanges';

/** One entry the file would write: its name, and what changes (a field per line), or where a new one goes. */
function ChangeLine({ change }: { change: ImportChange }) {
  const { t } = useT();
  return (
    <li>
      <strong translate="no">{change.after.name || change.before?.name || t('admin.import.unnamed')}</strong>
      {change.before ? (
        <RevisionChanges revision={change} />
      ) : (
        <span className="entry-history-fields">
          {' '}
          {t('admin.import.newEntry', { location: change.after.location || '—' })}
        </span>
      )}
    </li>
  );
}

/**
 * What a checked file would do: the counts, then (folded) each entry it would create or update with
 * the fields it would overwrite, before and after, so that the admin can see what the Import
 * button would change; and every row it refuses, by its place.
 */
export function ImportPreview({ fileName, report }: { fileName: string; report: ImportReport }) {
  const { t } = useT();
  const { created, updated, unchanged, changes, errors } = report;
  return (
    <div className="import-preview">
      <p>{t('admin.import.preview', { file: fileName, created, updated, unchanged })}</p>
      {changes.length > 0 && (
        <details className="import-changes">
          <summary>{t('admin.import.changes', { count: changes.length })}</summary>
          <ul className="entry-history-list">
            {changes.map((change) => (
              <ChangeLine key={change.index} change={change} />
            ))}
          </ul>
        </details>
      )}
      {errors.length > 0 && (
        <>
          <p className="error-message">{t('admin.import.problems', { count: errors.length })}</p>
          <ul className="import-problems">
            {errors.map((problem) => (
              <li key={`${problem.index}-${problem.field ?? ''}`}>{t(importProblemMessage(problem))}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
