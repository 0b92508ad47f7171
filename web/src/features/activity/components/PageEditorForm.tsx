import { MAX_SUMMARY_LENGTH, MAX_TITLE_LENGTH } from '@saint-james/api-contract';
import { useId, useMemo, useState } from 'react';
import { useT } from '../../../lib/i18n/useT';
import type { Message, MessageKey } from '../../../lib/i18n/i18n';
import { previewOf, type DraftField, type PageDraft } from '../model/draft';
import { bodyWarning } from '../model/bodyWarning';
import { MarkdownView } from './MarkdownView';

interface FieldProps {
  field: DraftField;
  label: MessageKey;
  draft: PageDraft;
  onChange: (field: DraftField, value: string) => void;
  kind?: 'line' | 'area' | 'body' | 'date';
  max?: number;
  /** Why Save would refuse what is typed (a body's raw HTML), shown under the field. */
  warning?: Message | null;
}

function Field({ field, label, draft, onChange, kind = 'line', max, warning }: FieldProps) {
  const { t } = useT();
  const id = useId();
  const common = {
    id,
    name: field,
    value: draft[field],
    maxLength: max,
    'aria-invalid': warning ? true : undefined,
    'aria-describedby': warning ? `${id}-warning` : undefined,
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
      {warning && (
        <p className="page-field-warning" id={`${id}-warning`}>
          {t(warning)}
        </p>
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
}: {
  draft: PageDraft;
  onChange: (field: DraftField, value: string) => void;
}) {
  const { t, locale } = useT();
  const [language, setLanguage] = useState<'en' | 'fr'>('en');
  const preview = previewOf(draft, language);
  const props = { draft, onChange };
  const enWarning = useMemo(() => bodyWarning(draft.enBody), [draft.enBody]);
  const frWarning = useMemo(() => bodyWarning(draft.frBody), [draft.frBody]);
  return (
    <div className="page-editor">
      <div className="page-editor-fields">
        <fieldset>
          <legend>{t('pagesEditor.english')}</legend>
          <Field field="enTitle" label="pagesEditor.fieldTitle" max={MAX_TITLE_LENGTH} {...props} />
          <Field field="enSummary" label="pagesEditor.summary" kind="area" max={MAX_SUMMARY_LENGTH} {...props} />
          <Field field="enDate" label="pagesEditor.date" kind="date" {...props} />
          <Field field="enBody" label="pagesEditor.body" kind="body" warning={enWarning} {...props} />
        </fieldset>
        <fieldset>
          <legend>{t('pagesEditor.french')}</legend>
          <Field field="frTitle" label="pagesEditor.fieldTitle" max={MAX_TITLE_LENGTH} {...props} />
          <Field field="frSummary" label="pagesEditor.summary" kind="area" max={MAX_SUMMARY_LENGTH} {...props} />
          <Field field="frBody" label="pagesEditor.body" kind="body" warning={frWarning} {...props} />
        </fieldset>
        <p className="page-editor-hint">{t('pagesEditor.markdownHint')}</p>
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
