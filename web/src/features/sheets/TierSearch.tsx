import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../../lib/i18n/useT';
import { SheetStatus } from './SheetStatus';
import { useSheet } from './sheetsApi';
import { propertyTiers, searchTiers, type PropertyTier } from './propertyTiers';

/** The index of the option an event happened in, or null. */
function optionIndex(target: EventTarget): number | null {
  const option = target instanceof Element ? target.closest('[data-index]') : null;
  return option ? Number(option.getAttribute('data-index')) : null;
}

/**
 * 'Search Tier': type 3+ characters of an address, pick one of the matches, read its tier.
 * The input is an ARIA combobox with a listbox popup: arrow keys move through the matches
 * (aria-activedescendant), Enter picks, Escape closes. At most 20 matches are listed, plus a
 * count of the rest. The properties tab is polled like the other sheet pages.
 */
export function TierSearch({ onBack }: { onBack: () => void }) {
  const { t } = useT();
  const { data, error, isFetching, refetch } = useSheet('properties');
  const values = data?.values;
  const properties = useMemo(() => (values ? propertyTiers(values) : []), [values]);

  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [picked, setPicked] = useState<PropertyTier | null>(null);

  const ids = useId();
  const inputId = `${ids}-address`;
  const listId = `${ids}-matches`;
  const optionId = (i: number) => `${ids}-match-${i}`;
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const result = useMemo(() => searchTiers(properties, query), [properties, query]);
  const matches = data && result.kind === 'matches' ? result.shown : [];
  const more = result.kind === 'matches' ? result.total - result.shown.length : 0;
  const expanded = open && matches.length > 0;
  const activeIndex = expanded && active < matches.length ? active : -1;

  useEffect(() => {
    input.current?.focus();
  }, []);

  useEffect(() => {
    if (activeIndex < 0) return;
    list.current?.querySelector(`[data-index="${activeIndex}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  const type = (text: string) => {
    setQuery(text);
    setPicked(null); // any typing clears the shown tier
    setActive(-1);
    setOpen(true);
  };

  const pick = (property: PropertyTier) => {
    setQuery(property.address);
    setPicked(property);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = matches.length;
    switch (event.key) {
      case 'ArrowDown':
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive(expanded ? (activeIndex + 1) % count : 0);
        break;
      case 'ArrowUp':
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive(expanded ? (activeIndex <= 0 ? count - 1 : activeIndex - 1) : count - 1);
        break;
      case 'Enter':
        if (activeIndex >= 0) {
          event.preventDefault();
          pick(matches[activeIndex]);
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

  let message = '';
  if (picked) message = t('tier.result', { value: picked.tier || '—' });
  else if (data && result.kind === 'noMatch') message = t('tier.notFound');

  return (
    <section className="tier-search" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('tier.title')}</h2>
      <div className="tier-combobox">
        <label htmlFor={inputId} className="visually-hidden">
          {t('tier.address')}
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
          placeholder={t('tier.placeholder')}
          value={query}
          onChange={(e) => type(e.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
        />
        <p id={`${ids}-hint`} className="visually-hidden">
          {t('tier.hint')}
        </p>
        <div className="tier-popup" hidden={!expanded}>
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
            aria-label={t('tier.matches')}
            onMouseDown={(e) => e.preventDefault()}
            onClick={(e) => {
              const index = optionIndex(e.target);
              if (index !== null) pick(matches[index]);
            }}
            onMouseMove={(e) => {
              const index = optionIndex(e.target);
              if (index !== null && index !== activeIndex) setActive(index);
            }}
          >
            {matches.map((property, i) => (
              <li key={property.row} id={optionId(i)} data-index={i} role="option" aria-selected={i === activeIndex}>
                {property.address}
              </li>
            ))}
          </ul>
          {more > 0 && <p className="tier-more">{t('tier.more', { count: more })}</p>}
        </div>
      </div>

      <p className={picked ? 'tier-result' : 'tier-message'} role="status" aria-live="polite">
        {message}
      </p>

      <SheetStatus hasData={!!data} error={error} fetching={isFetching} onRetry={() => void refetch()} />

      <button type="button" className="secondary tier-back" onClick={onBack}>
        {t('tier.back')}
      </button>
    </section>
  );
}
