import '../styles/combobox.css';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '../lib/i18n/useT';
import { markMatch } from '../lib/searchText';
import { READ_OUT_PAUSE_MS, useSettled } from '../lib/useSettled';

/** The index of the option an event happened in, or null. */
function optionIndex(target: EventTarget): number | null {
  const option = target instanceof Element ? target.closest('[data-index]') : null;
  return option ? Number(option.getAttribute('data-index')) : null;
}

/** The option an arrow key highlights: the next or previous, wrapping round; from a shut list, the first or last. */
function stepped(key: 'ArrowDown' | 'ArrowUp', count: number, open: boolean, current: number): number {
  if (!open) return key === 'ArrowDown' ? 0 : count - 1;
  if (key === 'ArrowDown') return (current + 1) % count;
  return current <= 0 ? count - 1 : current - 1;
}

export interface ComboboxProps<Option> {
  /** The input's name for screen readers (the label is visually hidden). */
  label: string;
  /** Read after the label: how to use the list. */
  hint: string;
  placeholder: string;
  /** The listbox's name. */
  listLabel: string;
  value: string;
  onChange: (text: string) => void;
  /** The options listed for the text typed (the caller searches and caps them). */
  options: readonly Option[];
  /** A line under the list, such as "313 more"; none when empty. */
  moreText?: string;
  optionKey: (option: Option) => string | number;
  renderOption: (option: Option) => ReactNode;
  onPick: (option: Option) => void;
  /**
   * Enter with no option highlighted (e.g. a whole address typed): the caller may answer it, and
   * says whether it did. The list closes only then: unanswered, it stays for the reader to choose.
   */
  onEnter?: () => boolean;
  /** Keeps the list shut, e.g. while the picked option's answer is shown. */
  closed?: boolean;
  /** Focus the input when it first appears (a panel the reader just opened to type in). */
  focusOnMount?: boolean;
  className?: string;
}

/**
 * A text input with a list of suggestions (ARIA APG combobox with a listbox popup): arrow keys
 * move through the options (aria-activedescendant), Enter picks (or, with none highlighted, calls
 * onEnter), Escape closes; the mouse picks
 * with a click. The caller owns the text and the search; this owns the popup and the keys.
 */
export function Combobox<Option>({
  label,
  hint,
  placeholder,
  listLabel,
  value,
  onChange,
  options,
  moreText,
  optionKey,
  renderOption,
  onPick,
  onEnter,
  closed = false,
  focusOnMount = false,
  className,
}: ComboboxProps<Option>) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const ids = useId();
  const inputId = `${ids}-input`;
  const listId = `${ids}-list`;
  const optionId = (i: number) => `${ids}-option-${i}`;
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const expanded = open && options.length > 0 && !closed;
  const activeIndex = expanded && active < options.length ? active : -1;

  useEffect(() => {
    if (focusOnMount) input.current?.focus();
  }, [focusOnMount]);

  // A pick (or an answer the page opened with) shows the text from its start: a long address's
  // number, not its end. The caret stays at the end, where typing goes on.
  useEffect(() => {
    if (closed && input.current) input.current.scrollLeft = 0;
  }, [closed, value]);

  useEffect(() => {
    if (activeIndex < 0) return;
    list.current?.querySelector(`[data-index="${activeIndex}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  const pick = (option: Option) => {
    setOpen(false);
    setActive(-1);
    onPick(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive(stepped(event.key, count, expanded, activeIndex));
        break;
      case 'Enter':
        if (activeIndex >= 0) {
          event.preventDefault();
          pick(options[activeIndex]);
        } else if (onEnter) {
          event.preventDefault();
          if (onEnter()) setOpen(false);
        }
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        break;
    }
  };

  return (
    <div className={className ? `combobox ${className}` : 'combobox'}>
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <input
        ref={input}
        id={inputId}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-describedby={`${ids}-hint`}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={value}
        onChange={(e) => {
          setActive(-1);
          setOpen(true);
          onChange(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      <p id={`${ids}-hint`} className="visually-hidden">
        {hint}
      </p>
      <ListedCount count={expanded ? options.length : 0} moreText={moreText} />
      <div className="combobox-popup" hidden={!expanded}>
        {/* The keyboard stays in the input (aria-activedescendant); the mouse works on the list:
            a press keeps the focus in the input, a click picks, a hover marks the option.
            The listbox itself never takes the focus (ARIA APG combobox pattern), so it has no key
            handler of its own: the input's onKeyDown is the keyboard path. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events */}
        <ul
          ref={list}
          id={listId}
          role="listbox"
          translate="no"
          aria-label={listLabel}
          onMouseDown={(e) => e.preventDefault()}
          onClick={(e) => {
            const index = optionIndex(e.target);
            if (index !== null) pick(options[index]);
          }}
          onMouseMove={(e) => {
            const index = optionIndex(e.target);
            if (index !== null && index !== activeIndex) setActive(index);
          }}
        >
          {options.map((option, i) => (
            <li key={optionKey(option)} id={optionId(i)} data-index={i} role="option" aria-selected={i === activeIndex}>
              {renderOption(option)}
            </li>
          ))}
        </ul>
        {moreText && <p className="combobox-more">{moreText}</p>}
      </div>
    </div>
  );
}

/**
 * How many suggestions the list holds, read out once the reader pauses typing (the list itself is
 * silent until the arrow keys reach it); nothing while the list is shut.
 */
function ListedCount({ count, moreText }: { count: number; moreText?: string }) {
  const { t } = useT();
  const listed = count > 0 ? [t('search.listed', { count }), moreText].filter(Boolean).join(', ') : '';
  const said = useSettled(listed, READ_OUT_PAUSE_MS);
  return (
    <p className="visually-hidden" role="status">
      {said === listed ? listed : ''}
    </p>
  );
}

/** A text with the typed part marked (<mark>; case and accents aside, as the searches match). */
export function MarkedText({ text, query, className }: { text: string; query: string; className?: string }) {
  const marked = markMatch(text, query.trim());
  if (!marked) return <span className={className}>{text}</span>;
  return (
    <span className={className}>
      {marked.before}
      <mark>{marked.match}</mark>
      {marked.after}
    </span>
  );
}
