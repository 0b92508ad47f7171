import { useCallback, useEffect, useRef, useState } from 'react';
import { mediaMatches, PHONE_LAYOUT as PHONE } from '../../../lib/mediaQuery';

/**
 * The selected entry (its pin is highlighted, its row marked; null: the new entry), whether its
 * form beside the map is open, and place-on-map mode, which 'New entry' starts and Escape or a
 * click on the map ends. Opening the form brings the map into sight (on a phone to the top of the
 * screen, above the sheet).
 */
export function useEntryPanel() {
  const [selectedId, select] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [placing, setPlacing] = useState(false);
  const panel = useRef<HTMLElement>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const [focusField, setFocusField] = useState<{ name: string } | null>(null);
  // What the keyboard opened the form from (a row's 'Map'): Close gives it the focus back.
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (focusField) panel.current?.querySelector<HTMLElement>(`[name="${focusField.name}"]`)?.focus();
  }, [focusField]);

  useEffect(() => {
    if (!open) return;
    // On a phone the form is a sheet over the page's bottom; the page's scroll-padding keeps what
    // the keyboard reaches above it, but Chrome brings only a text area's caret into sight, not the
    // whole box: the rest could stay under the sheet.
    const showWhole = (event: FocusEvent) => {
      const field = event.target;
      if (field instanceof HTMLTextAreaElement && !panel.current?.contains(field) && mediaMatches(PHONE))
        field.scrollIntoView({ block: 'nearest' });
    };
    document.addEventListener('focusin', showWhole);
    return () => document.removeEventListener('focusin', showWhole);
  }, [open]);

  useEffect(() => {
    if (!placing) return;
    const leave = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setPlacing(false);
    };
    document.addEventListener('keydown', leave);
    return () => document.removeEventListener('keydown', leave);
  }, [placing]);

  useEffect(() => {
    if (!open || placing) return;
    // A pin clicked opens the form and leaves the focus on the map: Escape there closes it too, and
    // the focus stays on the map (the form's own fields close it through EntryPanel).
    const closeFromMap = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !(event.target instanceof Element)) return;
      if (!event.target.closest('.admin-map-canvas')) return;
      setOpen(false);
      opener.current = null;
    };
    document.addEventListener('keydown', closeFromMap);
    return () => document.removeEventListener('keydown', closeFromMap);
  }, [open, placing]);

  /** Opens an entry's form (a pin clicked); `focus`: the keyboard goes to its first field (a row's 'Map'). */
  const show = useCallback((id: string | null, focus = false) => {
    select(id);
    setOpen(true);
    // Picking an entry ends place-on-map mode: the next click on the map places nothing.
    if (id !== null) setPlacing(false);
    const phone = mediaMatches(PHONE);
    document
      .querySelector('.admin-map-canvas')
      ?.scrollIntoView({ block: phone ? 'start' : 'nearest', behavior: 'instant' });
    opener.current = focus && document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (focus) setFocusField({ name: 'location' });
  }, []);

  /** 'New entry': the new entry's form, its location field focused (typing works too), and place mode. */
  const startNew = useCallback(() => {
    show(null);
    setPlacing(true);
    setFocusField({ name: 'location' });
  }, [show]);
  /** The click in place mode filled the location: the mode ends, the name is next. */
  const placed = useCallback(() => {
    setPlacing(false);
    show(null);
    setFocusField({ name: 'name' });
  }, [show]);
  /** Closes the form: the focus goes back to the row's 'Map' that opened it, else to 'New entry'. */
  const close = useCallback(() => {
    setOpen(false);
    setPlacing(false);
    const back = opener.current?.isConnected ? opener.current : newButton.current;
    opener.current = null;
    back?.focus();
  }, []);
  /** An entry is gone (deleted): if it was the one shown, its form goes (the focus is the page's business). */
  const forget = useCallback(
    (id: string) => {
      if (id !== selectedId) return;
      select(null);
      setOpen(false);
    },
    [selectedId],
  );
  return {
    selectedId,
    select,
    open,
    placing,
    startNew,
    placed,
    show,
    close,
    forget,
    refs: { panelRef: panel, newButtonRef: newButton },
  };
}
