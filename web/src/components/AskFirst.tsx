import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import './ask-first.css';
import { Button } from './Button';
import { StillWaiting } from './StillWaiting';

/**
 * A question asked in place before something that cannot be taken back (unlink, link another
 * account, delete an account): the question, a confirming button, and Cancel, which takes the focus:
 * the key that asked, held or pressed twice, then answers No (as the admin's delete dialog does).
 * `children` goes under the buttons (an error, a progress line). Cancel must put the focus back on
 * the button that asked: `useAskFirst` does it for a button the question takes the place of.
 */
export function AskFirst(props: {
  question: string;
  yes: string;
  cancel: string;
  onYes: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** The confirming button drawn as a danger (what it does cannot be taken back at all). */
  danger?: boolean;
  children?: ReactNode;
}) {
  const questionId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const group = useRef<HTMLDivElement>(null);
  // The focus on Cancel, and the whole question in sight (focus alone scrolls only as far as the
  // focused button).
  useEffect(() => {
    cancel.current?.focus({ preventScroll: true });
    group.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    // Escape is Cancel, as it closes the site's dialogs and menus (not while the answer is awaited).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from either button
    <div
      ref={group}
      className="ask-first"
      role="group"
      aria-labelledby={questionId}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !props.busy) {
          // Only this question: not also a menu that listens on the document.
          event.preventDefault();
          event.stopPropagation();
          props.onCancel();
        }
      }}
    >
      <p id={questionId}>{props.question}</p>
      <Button
        type="button"
        className={props.danger ? 'primary danger' : 'primary'}
        onClick={props.onYes}
        unavailable={props.busy}
      >
        {props.yes}
      </Button>{' '}
      <button ref={cancel} type="button" className="secondary" onClick={props.onCancel}>
        {props.cancel}
      </button>
      {props.busy && <StillWaiting />}
      {props.children}
    </div>
  );
}

/**
 * The state of a question that takes the place of the button asking it (unlink, delete an account):
 * `ask` opens it; `cancel` closes it and puts the focus back on that button (`opener`, drawn again),
 * so the keyboard is where it was and not lost on the page's body.
 */
export function useAskFirst() {
  const [asking, setAsking] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);
  useEffect(() => {
    if (asking || !cancelled.current) return;
    cancelled.current = false;
    opener.current?.focus();
  }, [asking]);
  const ask = () => setAsking(true);
  const cancel = () => {
    cancelled.current = true;
    setAsking(false);
  };
  return { asking, opener, ask, cancel };
}
