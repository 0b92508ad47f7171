import {
  ACTIVITY_PAGE_NUMBERS,
  isActivityPageNumber,
  PAGES_SHARED_CACHE_SECONDS,
  type ActivityPageNumber,
} from '@saint-james/api-contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { QueryStatus } from '../../components/QueryStatus';
import { focusIsLost } from '../../lib/focusIsLost';
import { unreached } from '../../lib/api';
import { useAuth } from '../../lib/auth/AuthProvider';
import { useT } from '../../lib/i18n/useT';
import { usePageTitle } from '../../lib/usePageTitle';
import { useLeaveWarning } from '../../lib/useLeaveWarning';
import { pageHistoryQuery, usePageMutations } from './api/editorApi';
import { PageEditorForm } from './components/PageEditorForm';
import { PageRevisions } from './components/PageRevisions';
import { draftOf, sameDraft, writeOf, type PageDraft } from './model/draft';
import { refusedField, saveFailure } from './model/saveFailure';
import './activity.css';
import './editor.css';
import { Button } from '../../components/Button';
import { StillWaiting } from '../../components/StillWaiting';

/**
 * /admin/pages: the admin writes the eight activity pages. A list of the pages; for the one chosen,
 * its fields in English and French beside a live preview, Save (409 when someone saved in between),
 * its history with Revert, and a warning before leaving unsaved text.
 */
export default function ActivityEditorPage() {
  const { t } = useT();
  usePageTitle('title.pagesEditor');
  const { user } = useAuth();
  const uid = user?.uid ?? '';
  const [params, setParams] = useSearchParams();
  const chosen = params.get('page') ?? '1';
  const n: ActivityPageNumber = isActivityPageNumber(chosen) ? chosen : '1';
  const history = useQuery(pageHistoryQuery(uid, n));
  const newest = history.data?.[0];
  const loaded = { draft: draftOf(newest?.after ?? null), updatedAt: newest?.at ?? null };
  const [edit, setEdit] = useState<{ n: string; draft: PageDraft } | null>(null);
  const draft = edit?.n === n ? edit.draft : loaded.draft;
  const unsaved = history.data !== undefined && !sameDraft(draft, loaded.draft);
  const { save, revert } = usePageMutations(uid, n, (page, sent) =>
    setEdit((current) => {
      // A save that ends after the admin chose another page leaves that page's draft be; text typed
      // while the save was on its way stays, unsaved against the page as now stored.
      if (current && (current.n !== n || (sent && !sameDraft(current.draft, sent)))) return current;
      return { n, draft: draftOf(page) };
    }),
  );
  useLeaveWarning(unsaved, t('pagesEditor.leaveConfirm'));
  const failure = save.error ?? revert.error;
  const failureId = useId();
  // The field a save was refused for stays marked until the admin changes it; the alert stays (it
  // tells of that save).
  const refused = refusedField(failure);
  const stillRefused = refused && draft[refused] === save.variables?.draft[refused] ? refused : null;
  const form = useRef<HTMLFormElement>(null);
  // A save refused for one field puts the keyboard in it, where the admin mends it: from Save (or
  // from nowhere), not from a field the admin went on typing in while a slow save was on its way.
  useEffect(() => {
    const field = refusedField(save.error);
    const onSave =
      document.activeElement?.matches('button[type="submit"]') && form.current?.contains(document.activeElement);
    if (field && (onSave || focusIsLost())) form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  }, [save.error]);

  const choose = (page: string) => {
    if (unsaved && !window.confirm(t('pagesEditor.leaveConfirm'))) return;
    setEdit(null);
    save.reset();
    revert.reset();
    setParams({ page });
  };

  return (
    <section className="panel pages-editor" aria-labelledby="pages-editor-title">
      <h1 id="pages-editor-title">{t('pagesEditor.title')}</h1>
      <p>
        <Link to="/admin/dashboard">{t('pagesEditor.back')}</Link>
      </p>
      <nav aria-label={t('pagesEditor.pages')}>
        <ul className="pages-editor-list">
          {ACTIVITY_PAGE_NUMBERS.map((page) => (
            <li key={page}>
              <button
                type="button"
                className="secondary"
                aria-current={page === n ? 'page' : undefined}
                onClick={() => choose(page)}
              >
                {t('activity.page', { page })}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <h2>{t('pagesEditor.editing', { page: n })}</h2>
      {!history.data ? (
        <QueryStatus
          query={history}
          failed={(error) => t(unreached(error) ? 'sheet.networkError' : 'pagesEditor.loadFailed')}
        />
      ) : (
        <form
          ref={form}
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({ body: writeOf(draft, loaded.updatedAt), draft });
          }}
        >
          <PageEditorForm
            draft={draft}
            onChange={(field, value) => setEdit({ n, draft: { ...draft, [field]: value } })}
            refused={{ field: stillRefused, describedBy: failureId }}
          />
          <div className="pages-editor-actions">
            <Button type="submit" className="primary" unavailable={save.isPending}>
              {save.isPending ? t('pagesEditor.saving') : t('pagesEditor.save')}
            </Button>
            <Link to={`/activity/page${n}`}>{t('pagesEditor.view')}</Link>
          </div>
          {(save.isPending || revert.isPending) && <StillWaiting />}
          <p className="pages-editor-note">
            {t('pagesEditor.visitorsSee', { minutes: PAGES_SHARED_CACHE_SECONDS / 60 })}
          </p>
          {/* Both always on the page, so each is read out as its text comes: a failure at once. */}
          <p role="alert" className="error-message" id={failureId}>
            {failure ? t(saveFailure(failure)) : ''}
          </p>
          <p role="status" className="pages-editor-saved">
            {!failure && (save.isSuccess || revert.isSuccess) ? t('pagesEditor.savedNow') : ''}
          </p>
          <h2>{t('pagesEditor.history')}</h2>
          <PageRevisions
            revisions={history.data}
            busy={revert.isPending || save.isPending}
            onRevert={(revision) => revert.mutate({ revision: revision.id, updatedAt: loaded.updatedAt ?? '' })}
          />
        </form>
      )}
    </section>
  );
}
