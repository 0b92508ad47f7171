import { MAX_SUMMARY_LENGTH, MAX_TITLE_LENGTH } from '@saint-james/api-contract';
import { useId, useMemo, useState } from 'react';
import { useT } from '../../../lib/i18n/useT';
import type { Message, MessageKey } from '../../../lib/i18n/i18n';
import { previewOf, type DraftField, type PageDraft } from '../model/draft';
import { bodyWarnings } from '../model/bodyWarnings';
import { MarkdownView } from './MarkdownView';

interface FieldProps {
  field: DraftField;
  label: MessageKey;
  draft: PageDraft;
  onChange: (field: DraftField, value: string) => void;
  kind?: 'line' | 'area' | 'body' | 'date';
  max?: number;
  /** Why Save would refuse what is typed (a body's raw HTML, a link), each under the field. */
  warnings?: readonly Message[];
  refused?: Refused;
}

/** The field the last save's refusal named, and the id of the line that says why. */
interface Refused {
  field: DraftField | null;
  describedBy: string;
}

function Field({ field, label, draft, onChange, kind = 'line', max, warnings = [], refused }: FieldProps) {
  const { t } = useT();
  const id = useId();
  const warned = warnings.length > 0;
  const isRefused = refused?.field === field;
  // A body's Markdown help sits under it, where it is typed (on a phone the English body's is
  // otherwise a screen away), and is read with it.
  const describedBy = [kind === 'body' && `${id}-hint`, warned && `${id}-warning`, isRefused && refused.describedBy]
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    name: field,
    value: draft[field],
    maxLength: max,
    'aria-invalid': warned || isRefused ? true : undefined,
    'aria-describedby': describedBy || undefined,
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  };
  // The text's own language, for spell-checking and screen readers; the label is the page's.
  const lang = field.startsWith('fr') ? 'fr' : 'en';
  return (
    <div className={`page-field page-field-${kind}`}>
      <label htmlFor={id}>{t(label)}</label>
      {kind === 'body' || kind === 'area' ? (
        <textarea {...common} lang={lang} rows={kind === 'body' ? 14 : 2} spellCheck />
      ) : kind === 'date' ? (
        <input {...common} type="date" />
      ) : (
        <input {...common} lang={lang} type="text" />
      )}
      {kind === 'body' && (
        <p className="page-field-hint" id={`${id}-hint`}>
          {t('pagesEditor.markdownHint')}
        </p>
      )}
      {warned && (
        <div className="page-field-warning" id={`${id}-warning`}>
          {warnings.map((warning, index) => (
            // The list is made again from the text at each keystroke: its place is its identity (two
            // long links alike in their first 60 characters read the same).
            <p key={index}>{t(warning)}</p>
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * The page's fields in English and French, and beside them (below, on a phone) a live preview of
 * what visitors will see, rendered as the page renders it.
 */
export function PageEditorForm({
  draft,
  onChange,
  refused,
}: {
  draft: PageDraft;
  onChange: (field: DraftField, value: string) => void;
  refused: Refused;
}) {
  const { t, locale } = useT();
  const [language, setLanguage] = useState<'en' | 'fr'>('en');
  const preview = previewOf(draft, language);
  const props = { draft, onChange, refused };
  const enWarnings = useMemo(() => bodyWarnings(draft.enBody), [draft.enBody]);
  const frWarnings = useMemo(() => bodyWarnings(draft.frBody), [draft.frBody]);
  return (
    <div className="page-editor">
      <div className="page-editor-fields">
        <fieldset>
          <legend>{t('pagesEditor.english')}</legend>
          <Field field="enTitle" label="pagesEditor.fieldTitle" max={MAX_TITLE_LENGTH} {...props} />
          <Field field="enSummary" label="pagesEditor.summary" kind="area" max={MAX_SUMMARY_LENGTH} {...props} />
          <Field field="enDate" label="pagesEditor.date" kind="date" {...props} />
          <Field field="enBody" label="pagesEditor.body" kind="body" warnings={enWarnings} {...props} />
        </fieldset>
        <fieldset>
          <legend>{t('pagesEditor.french')}</legend>
          <Field field="frTitle" label="pagesEditor.fieldTitle" max={MAX_TITLE_LENGTH} {...props} />
          <Field field="frSummary" label="pagesEditor.summary" kind="area" max={MAX_SUMMARY_LENGTH} {...props} />
          <Field field="frBody" label="pagesEditor.body" kind="body" warnings={frWarnings} {...props} />
        </fieldset>
      </div>
      <section className="page-editor-preview" aria-labelledby="page-preview-title">
        <h2 id="page-preview-title">{t('pagesEditor.preview')}</h2>
        <div className="page-editor-languages" role="group" aria-label={t('pagesEditor.previewLanguage')}>
          {(['en', 'fr'] as const).map((code) => (
            <button
              key={code}
              type="button"
              className="secondary"
              aria-pressed={language === code}
              onClick={() => setLanguage(code)}
            >
              {t(code === 'en' ? 'pagesEditor.english' : 'pagesEditor.french')}
            </button>
          ))}
        </div>
        <article className="activity-article page-editor-article" lang={preview.lang}>
          <p className="page-editor-preview-title">{preview.title || t('pagesEditor.noTitle')}</p>
          {preview.untranslated && (
            <p className="activity-untranslated" lang={locale}>
              {t('pagesEditor.previewUntranslated')}
            </p>
          )}
          <MarkdownView markdown={preview.body} />
        </article>
      </section>
    </div>
  );
}
