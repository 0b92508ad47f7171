import { EXPORT_FORMATS, type ExportFormat, type ImportReport } from '@saint-james/api-contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import type { Message } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/useT';
import { downloadText } from '../../../lib/download';
import { exportEntries, importEntries } from '../api/adminApi';
import { failureMessage, notCheckedMessage, notSavedMessage, worthTryingAgain } from '../model/messages';
import { Button } from '../../../components/Button';
import { ImportChanges, ImportPreview } from './ImportPreview';
import { useFocusAfterRender } from '../hooks/useFocusAfterRender';
import { StillWaiting } from '../../../components/StillWaiting';

interface ChosenFile {
  name: string;
  text: string;
  type: string;
}

const typeOf = (name: string) => (/\.csv$/i.test(name) ? 'text/csv' : 'application/geo+json');

/** The file's text, or null when it is not UTF-8 (read leniently, its bytes would become U+FFFD). */
async function utf8Text(file: File): Promise<string | null> {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    return null;
  }
}

type Outcome = { kind: 'error' | 'success'; text: Message };

/** An export: the file downloaded, and what happened said through `setOutcome`. */
function useExportFile(setOutcome: (outcome: Outcome | null) => void) {
  return useMutation({
    mutationFn: (format: ExportFormat) => exportEntries(format),
    onMutate: () => setOutcome(null),
    onSuccess: ({ text, fileName }, format) => {
      const name = fileName ?? `map-entries.${format}`;
      downloadText(text, name, format === 'csv' ? 'text/csv;charset=utf-8' : 'application/geo+json');
      setOutcome({ kind: 'success', text: { key: 'admin.exported', values: { file: name } } });
    },
    onError: (error) =>
      setOutcome({ kind: 'error', text: { key: 'admin.notExported', values: { reason: failureMessage(error) } } }),
  });
}

/**
 * The import's file box. Unavailable while a file is checked or imported, as the site's buttons are
 * (components/Button): `disabled` took the focus from an input chosen with the keyboard, to the page's body.
 */
function ImportFileInput({
  ref,
  busy,
  onChange,
}: {
  ref: RefObject<HTMLInputElement | null>;
  busy: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const { t } = useT();
  const inputId = useId();
  return (
    <div className="import-file">
      <label htmlFor={inputId}>{t('admin.import.file')}</label>
      <input
        id={inputId}
        ref={ref}
        type="file"
        accept=".geojson,.json,.csv,application/geo+json,application/json,text/csv"
        aria-disabled={busy || undefined}
        onClick={(event) => busy && event.preventDefault()}
        onChange={onChange}
      />
    </div>
  );
}

/**
 * Export (GeoJSON, CSV) and import. An import is first checked (dryRun): the preview says what it
 * would create and update, and which features cannot go in; only then does Import write it, all or
 * nothing.
 */
export function TransferPanel({ onImported }: { onImported: () => void }) {
  const { t } = useT();
  const fileInput = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // A file whose check failed on the way (offline, the server busy or failing), kept so that 'Check
  // … again' sends it as it was read: the file box still shows it, and choosing it again fires nothing.
  const [again, setAgain] = useState<ChosenFile | null>(null);
  const commitButton = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const [preview, setPreview] = useState<{ file: ChosenFile; report: ImportReport } | null>(null);

  const exportFile = useExportFile(setOutcome);

  // The file last sent to be checked: an answer for an earlier one (still on its way) is let go.
  const lastChecked = useRef<ChosenFile | null>(null);
  const forgetFile = () => {
    if (fileInput.current) fileInput.current.value = '';
  };
  const check = useMutation({
    mutationFn: async (file: ChosenFile) => ({ file, report: await importEntries(file, true) }),
    onMutate: (file) => {
      lastChecked.current = file;
      setOutcome(null);
      setPreview(null);
    },
    onSuccess: (checked) => {
      if (checked.file !== lastChecked.current) return;
      setPreview(checked);
      setAgain(null);
    },
    onError: (error, file) => {
      if (file !== lastChecked.current) return;
      setOutcome({ kind: 'error', text: notCheckedMessage(error) });
      const retry = worthTryingAgain(error);
      setAgain(retry ? file : null);
      // A file refused as it is must be changed: chosen again once fixed, the box must hear it.
      if (!retry) forgetFile();
    },
  });
  // From 'Check … again', which goes with its answer, the keyboard moves on: to the preview's Import,
  // or, when the file was refused, to the file box (the same button stays while it may work later).
  const checkAgain = (file: ChosenFile) =>
    check.mutate(file, {
      onSuccess: () => focusAfterRender(commitButton),
      onError: (error) => {
        if (!worthTryingAgain(error)) focusAfterRender(fileInput);
      },
    });

  const commit = useMutation({
    mutationFn: (file: ChosenFile) => importEntries(file, false),
    onSuccess: (report, file) => {
      setPreview(null);
      forgetFile();
      const { created, updated, unchanged } = report;
      setOutcome({
        kind: 'success',
        text: { key: 'admin.imported', values: { file: file.name, created, updated, unchanged } },
      });
      onImported();
    },
    // The preview stays: the admin can try again or cancel.
    onError: (error) => setOutcome({ kind: 'error', text: notSavedMessage('admin.notImported', error) }),
  });

  const busy = check.isPending || commit.isPending;
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    // A file dropped on the input while another is checked or imported: one at a time.
    if (busy) {
      event.target.value = '';
      return;
    }
    setAgain(null);
    const text = await utf8Text(chosen);
    if (text === null) {
      setPreview(null);
      forgetFile();
      setOutcome({ kind: 'error', text: { key: 'admin.import.notUtf8', values: { file: chosen.name } } });
      return;
    }
    check.mutate({ name: chosen.name, text, type: typeOf(chosen.name) });
  };

  const cancel = () => {
    setPreview(null);
    setAgain(null);
    setOutcome(null);
    forgetFile();
    fileInput.current?.focus();
  };

  return (
    <section className="transfer-panel" aria-labelledby="transfer-title">
      <h3 id="transfer-title">{t('admin.transfer.title')}</h3>
      <div className="transfer-buttons">
        {EXPORT_FORMATS.map((format) => (
          <Button
            key={format}
            type="button"
            className="secondary"
            unavailable={exportFile.isPending}
            onClick={() => exportFile.mutate(format)}
          >
            {t(`admin.export.${format}`)}
          </Button>
        ))}
      </div>
      <ImportFileInput ref={fileInput} busy={busy} onChange={(event) => void choose(event)} />
      <div aria-live="polite">
        {check.isPending && <p>{t('admin.import.checking')}</p>}
        {outcome && <p className={outcome.kind === 'error' ? 'error-message' : 'success-message'}>{t(outcome.text)}</p>}
        {preview && <ImportPreview fileName={preview.file.name} report={preview.report} />}
      </div>
      {preview && <ImportChanges report={preview.report} />}
      {again && !preview && (
        <div className="transfer-buttons">
          <Button type="button" className="primary" unavailable={check.isPending} onClick={() => checkAgain(again)}>
            {t('admin.import.checkAgain', { file: again.name })}
          </Button>
        </div>
      )}
      {preview && (
        <div className="transfer-buttons">
          <Button
            ref={commitButton}
            type="button"
            className="primary"
            unavailable={preview.report.errors.length > 0 || commit.isPending}
            onClick={() => commit.mutate(preview.file)}
          >
            {commit.isPending ? t('admin.import.importing') : t('admin.import.commit')}
          </Button>
          <Button type="button" className="secondary" unavailable={commit.isPending} onClick={cancel}>
            {t('admin.import.cancel')}
          </Button>
        </div>
      )}
      {preview && commit.isPending && <StillWaiting />}
    </section>
  );
}
