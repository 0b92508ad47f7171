import type { MapDataField, MapDataFields } from '@saint-james/api-contract';
import { useEffect, useRef, type KeyboardEvent, type Ref } from 'react';
import { useT } from '../../../lib/i18n/useT';
import { entryLabel, isBlank, isChanged, type PanelTarget } from '../model/tableState';
import { draftProblems, FieldCells, submitUnlessInvalid } from './RowParts';
import { Button } from '../../../components/Button';
import { StillWaiting } from '../../../components/StillWaiting';

export const PANEL_FORM_ID = 'entry-panel-form';

/**
 * The selected entry's form beside the map (below it as a sheet on a phone): the same draft as its
 * row in the table, so typing in either shows in both, and the same Save (or Add) with its checks.
 */
export function EntryPanel({
  target,
  placing,
  onEdit,
  onSubmit,
  onReload,
  onNothingToAdd,
  onDiscard,
  onClose,
  ref,
}: {
  target: PanelTarget;
  placing: boolean;
  onEdit: (field: MapDataField, value: string) => void;
  onSubmit: (fields: MapDataFields) => void;
  onReload: () => void;
  /** A new entry's Add pressed with every field empty (as the table's add row). */
  onNothingToAdd: () => void;
  /** Drops what was typed: the entry's fields as stored, or an empty new entry. */
  onDiscard: () => void;
  onClose: () => void;
  ref?: Ref<HTMLElement>;
}) {
  const { t } = useT();
  const entry = target.kind === 'entry' ? target.row.entry : null;
  const draft = target.kind === 'entry' ? target.row.draft : target.add.draft;
  const busy = target.kind === 'entry' ? target.row.busy !== null : target.add.busy;
  const message = target.kind === 'entry' ? target.row.message : target.add.message;
  const ready = entry ? isChanged(entry, draft) : !isBlank(draft);
  const problems = draftProblems(draft, entry);
  const title = entry ? t('admin.panel.edit', { label: entryLabel(entry) }) : t('admin.newEntry');
  // The news of a save or an add comes under the form's button, often below the screen's edge (a
  // phone's sheet, a laptop's panel): brought into sight, as little as it takes.
  const messageRef = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (message) messageRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message]);
  const onKeyDown = (event: KeyboardEvent) => {
    // In place-on-map mode Escape leaves the mode first (the page listens); then it closes the form.
    if (event.key === 'Escape' && !placing) onClose();
  };
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape closes the form from any of its fields
    <section ref={ref} className="entry-panel" aria-labelledby="entry-panel-title" onKeyDown={onKeyDown}>
      <div className="entry-panel-head">
        <h3 id="entry-panel-title" translate="no">
          {title}
        </h3>
        <button type="button" className="secondary" onClick={onClose}>
          {t('admin.panel.close')}
        </button>
      </div>
      {entry && <p className="entry-id">{t('admin.entryId', { id: entry.id })}</p>}
      {/* No name of its own: the section is named, and a form named 'New entry' twice (this one and
          the table's add row) made two landmarks of one name. */}
      <form
        ref={formRef}
        id={PANEL_FORM_ID}
        onSubmit={(event) =>
          submitUnlessInvalid(event, problems, () => {
            if (ready && !busy) onSubmit(draft);
          })
        }
      >
        <FieldCells
          as="div"
          draft={draft}
          formId={PANEL_FORM_ID}
          readOnly={busy}
          problems={problems}
          onChange={onEdit}
        />
        <Button
          type="submit"
          className="primary"
          unavailable={!ready || busy}
          onUnavailablePress={!entry && !ready && !busy ? onNothingToAdd : undefined}
        >
          {entry ? (busy ? t('admin.saving') : t('admin.save')) : busy ? t('admin.adding') : t('admin.add')}
        </Button>{' '}
        {ready && !busy && (
          <button
            type="button"
            className="secondary"
            onClick={() => {
              onDiscard();
              // The button goes with the changes: the keyboard starts again at the first field.
              formRef.current?.querySelector<HTMLElement>('input, textarea')?.focus();
            }}
          >
            {t('admin.panel.discard')}
          </button>
        )}
      </form>
      {busy && <StillWaiting />}
      {message && (
        <p ref={messageRef} className={message.kind === 'error' ? 'error-message' : 'success-message'}>
          {t(message.text)}{' '}
          {message.offerReload && (
            <Button type="button" className="secondary" onClick={onReload} unavailable={busy}>
              {t('admin.reloadEntry')}
            </Button>
          )}
        </p>
      )}
    </section>
  );
}
