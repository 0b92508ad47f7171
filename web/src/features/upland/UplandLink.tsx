import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '../auth/AuthProvider';
import {
  EXPIRED_MESSAGE,
  STATUS_POLL_MS,
  describeCountdown,
  fetchLinkStatus,
  formatCountdown,
  linkedMessage,
  remainingMs,
  startLink,
  type LinkCode,
  type LinkStatus,
} from './uplandLink';
import './upland.css';

type Linked = Extract<LinkStatus, { linked: true }>;

type View =
  | { kind: 'idle' }
  | { kind: 'requesting' }
  | { kind: 'code'; linkCode: LinkCode }
  | { kind: 'expired' };

/**
 * The dashboard's 'Upland Auth': asks the api for a one-time code, shows it large with its expiry
 * counting down, and polls the link status until the player has entered it in the game.
 * Self-contained: it reads the user from the auth provider and talks to /api/upland itself.
 */
export function UplandLink() {
  const { user } = useAuth();
  const [view, setView] = useState<View>({ kind: 'idle' });
  const [linked, setLinked] = useState<Linked | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  // linkedAt of the link we knew before asking for a code: a new link is one that differs.
  const knownLinkedAt = useRef<string | null>(null);

  // On load: already linked?
  useEffect(() => {
    if (!user) return;
    const controller = new AbortController();
    (async () => {
      try {
        const status = await fetchLinkStatus(await user.getIdToken(), controller.signal);
        if (status.linked) {
          knownLinkedAt.current = status.linkedAt;
          setLinked(status);
        }
      } catch {
        // Not knowing the link status is not worth an error: the button still works.
      }
    })();
    return () => controller.abort();
  }, [user]);

  const activeCode = view.kind === 'code' ? view.linkCode : null;

  // While a code is shown: tick the countdown every second, poll the status every few seconds.
  useEffect(() => {
    if (!activeCode || !user) return;
    const controller = new AbortController();
    const tick = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (remainingMs(activeCode.expireAt, current) === 0) setView({ kind: 'expired' });
    }, 1000);
    const poll = window.setInterval(async () => {
      try {
        const status = await fetchLinkStatus(await user.getIdToken(), controller.signal);
        if (status.linked && status.linkedAt !== knownLinkedAt.current) {
          knownLinkedAt.current = status.linkedAt;
          setLinked(status);
          setView({ kind: 'idle' });
        }
      } catch {
        // A missed poll is retried on the next one; the countdown still ends the wait.
      }
    }, STATUS_POLL_MS);
    return () => {
      window.clearInterval(tick);
      window.clearInterval(poll);
      controller.abort();
    };
  }, [activeCode, user]);

  const onUplandAuth = useCallback(async () => {
    setError(null);
    setView({ kind: 'requesting' });
    const result = await startLink(user);
    if (result.ok) {
      setNow(Date.now());
      setView({ kind: 'code', linkCode: result.linkCode });
    } else {
      setError(result.message);
      setView({ kind: 'idle' });
    }
  }, [user]);

  const left = activeCode ? remainingMs(activeCode.expireAt, now) : 0;

  return (
    <section className="upland-link" aria-labelledby="upland-link-heading">
      <h2 id="upland-link-heading" className="visually-hidden">
        Upland account link
      </h2>
      <button
        type="button"
        className="primary"
        onClick={onUplandAuth}
        disabled={view.kind === 'requesting'}
        aria-describedby="upland-link-status"
      >
        Upland Auth
      </button>

      {activeCode && (
        <div className="upland-code-box">
          <p className="upland-code-label" id="upland-code-label">
            Your Upland link code
          </p>
          <p className="upland-code" aria-labelledby="upland-code-label">
            <span aria-hidden="true">{activeCode.code}</span>
            <span className="visually-hidden">{activeCode.code.split('').join(' ')}</span>
          </p>
          <p>Enter this code in the Upland game to link your account.</p>
          <p className="upland-countdown" role="timer" aria-live="off">
            Expires in <span aria-hidden="true">{formatCountdown(left)}</span>
            <span className="visually-hidden">{describeCountdown(left)}</span>
          </p>
        </div>
      )}

      {/* Announced to screen readers as it changes: progress, the link, expiry. */}
      <p id="upland-link-status" className="upland-status" role="status" aria-live="polite">
        {view.kind === 'requesting' && <span className="loading">Asking Upland for a code...</span>}
        {view.kind === 'code' && <span className="loading">Waiting for the code to be entered in Upland...</span>}
        {view.kind === 'expired' && <span>{EXPIRED_MESSAGE}</span>}
        {view.kind !== 'code' && linked && <span className="success-message">{linkedMessage(linked)}</span>}
      </p>
      {error && (
        <p className="error-message" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
