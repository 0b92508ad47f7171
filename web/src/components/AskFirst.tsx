import { useEffect, useId, useRef, type ReactNode } from 'react';
import './ask-first.css';

/**
 * A question asked in place before something that cannot be taken back (unlink, link another
 * account, delete an account): the question, a confirming button that takes the focus, and Cancel.
 * `children` goes under the buttons (an error, a progress line).
 */
export function AskFirst(props: {
  question: string;
  yes: string;
  cancel: string;
  onYes: () => void;
  onCancel: () => void;
  busy?: boolean;
  children?: ReactNode;
}) {
  const questionId = useId();
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  return (
    <div className="ask-first" role="group" aria-labelledby={questionId}>
      <p id={questionId}>{props.question}</p>
      <button ref={confirm} type="button" className="primary" onClick={props.onYes} disabled={props.busy}>
        {props.yes}
      </button>{' '}
      <button type="button" className="secondary" onClick={props.onCancel}>
        {props.cancel}
      </button>
      {props.children}
    </div>
  );
}
