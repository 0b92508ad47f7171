import type { ImportChange, ImportReport } from '@saint-james/api-contract';
import type { Message } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/useT';
import { importProblemMessage } from '../model/messages';
import { RevisionChanges } from './RevisionChanges';

/** Where a row is in the file, as its problems name it: a CSV's line, a GeoJSON's feature number. */
function changePlace(change: ImportChange): Message {
  return change.line !== undefined
    ? { key: 'admin.import.changeLine', values: { line: change.line } }
    : { key: 'admin.import.changeFeature', values: { number: change.index + 1 } };
}

/**
 * One entry the file would write: its place in the file and its name (two rows of one name stay
 * apart), and what changes (a field per line), or where a new one goes.
 */
function ChangeLine({ change }: { change: ImportChange }) {
  const { t } = useT();
  return (
    <li>
      <span className="import-change-place">{t(changePlace(change))}</span>{' '}
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
 * What a checked file would do, as its counts and every row it refuses by its place: read out as it
 * comes (TransferPanel puts it in its live region).
 */
export function ImportPreview({ fileName, report }: { fileName: string; report: ImportReport }) {
  const { t } = useT();
  const { created, updated, unchanged, errors } = report;
  return (
    <div className="import-preview">
      <p>{t('admin.import.preview', { file: fileName, created, updated, unchanged })}</p>
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

/**
 * Each entry the file would create or update, with the fields it would overwrite before and after,
 * folded, so that the admin sees what Import would change. Outside the live region: opened, a list
 * of up to 200 entries is read at the reader's pace, not announced whole. With refused rows, it is
 * what the other rows would write once the file is fixed.
 */
export function ImportChanges({ report }: { report: ImportReport }) {
  const { t } = useT();
  const { changes, errors } = report;
  if (changes.length === 0) return null;
  const count = changes.length;
  return (
    <details className="import-changes">
      <summary>
        {errors.length > 0 ? t('admin.import.changesOnceFixed', { count }) : t('admin.import.changes', { count })}
      </summary>
      <ul className="entry-history-list">
        {changes.map((change) => (
          <ChangeLine key={change.index} change={change} />
        ))}
      </ul>
    </details>
  );
}
