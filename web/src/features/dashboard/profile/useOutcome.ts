import { useState } from 'react';
import type { Message } from '../../../lib/i18n/i18n';
import type { Outcome } from './profileApi';

/** A profile form's progress and last answer: `run` a change, then read `busy`, `error` or `done`; `forget` it. */
export function useOutcome() {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const run = async (change: () => Promise<Outcome>) => {
    setBusy(true);
    setOutcome(null);
    try {
      const result = await change();
      setOutcome(result);
      return result;
    } finally {
      setBusy(false);
    }
  };
  const error: Message | null = outcome && !outcome.ok ? outcome.error : null;
  /** The last answer forgotten: the member is typing again, and it was about what they had typed. */
  const forget = () => setOutcome(null);
  return { busy, run, error, done: outcome?.ok === true, forget };
}
