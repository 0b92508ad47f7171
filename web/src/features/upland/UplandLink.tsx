import type { LinkCode, LinkStatus } from '@saint-james/api-contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { focusIsLost } from '../../lib/focusIsLost';
import { useAuth } from '../../lib/auth/AuthProvider';
import { useT } from '../../lib/i18n/useT';
import { AskFirst } from '../../components/AskFirst';
import { CopyCode } from './CopyCode';
import { describeCountdown, formatCountdown, localDeadline, remainingMs } from './countdown';
import { linkedMessage, linkErrorMessage, linkStatusQuery, startLink, STATUS_POLL_MS } from './uplandApi';
import './upland.css';
import { Button } from '../../components/Button';

type Linked = Extract<LinkStatus, { linked: true }>;

/** The code, large, to type in the game, with Copy and its expiry counting down. */
function CodeBox(props: {
  code: string;
  left: number;
  codeRef: RefObject<HTMLSpanElement | null>;
  /** Upland Auth: the code takes the keyboard from it. */
  askedFrom: RefObject<HTMLButtonElement | null>;
}) {
  const { code, left, codeRef, askedFrom } = props;
  const { t } = useT();
  // The code just given takes the keyboard from Upland Auth (or from nowhere, the question gone), so
  // that a screen reader reads it out; Copy code is the next Tab. Not from where the member went meanwhile.
  const shown = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focusIsLost() || document.activeElement === askedFrom.current) shown.current?.focus();
  }, [askedFrom]);
  return (
    <div className="upland-code-box">
      <p className="upland-code-label" id="upland-code-label">
        {t('upland.codeLabel')}
      </p>
      <p className="upland-code" aria-labelledby="upland-code-label" tabIndex={-1} ref={shown}>
        <span aria-hidden="true" ref={codeRef}>
          {code}
        </span>
        <span className="visually-hidden">{code.split('').join(' ')}</span>
      </p>
      <CopyCode code={code} codeRef={codeRef} />
      <p>{t('upland.enterInGame')}</p>
      <p className="upland-countdown" role="timer" aria-live="off">
        {t('upland.expiresIn')} <span aria-hidden="true">{formatCountdown(left)}</span>
        <span className="visually-hidden">
          {describeCountdown(left)
            .map((part) => t(part))
            .join(' ')}
        </span>
      </p>
    </div>
  );
}

/** Announced to screen readers as it changes: progress, the link, expiry, a link gone. */
function LinkStatusLine(props: {
  asking: boolean;
  waiting: boolean;
  expired: boolean;
  linked: Linked | null;
  unlinked: boolean;
}) {
  const { asking, waiting, expired, linked, unlinked } = props;
  const { t } = useT();
  // While a new code is asked for or shown, that is the news: not the old link beside it.
  const settled = !waiting && !asking;
  return (
    <p id="upland-link-status" className="upland-status" role="status" aria-live="polite">
      {asking && <span className="loading">{t('upland.asking')}</span>}
      {waiting && <span className="loading">{t('upland.waiting')}</span>}
      {expired && <span>{t('upland.expired')}</span>}
      {settled && linked && <span className="success-message">{t(linkedMessage(linked))}</span>}
      {settled && !linked && unlinked && <span>{t('upland.unlinked')}</span>}
    </p>
  );
}

/**
 * The countdown's clock: `now`, ticking every second until `deadline` (none: not ticking), and
 * `reset` to read it at once. An expired code leaves the dashboard still.
 */
function useClock(deadline: number | null) {
  const [now, setNow] = useState(() => Date.now());
  const running = deadline !== null && now < deadline;
  useEffect(() => {
    if (!running) return;
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(tick);
  }, [running]);
  return { now, reset: () => setNow(Date.now()) };
}

/**
 * The dashboard's 'Upland Auth': asks the api for a one-time code, shows it large with its expiry
 * counting down, and asks for the link status every few seconds until the player has entered it in
 * the game (a query that polls only while a code is shown). While linked, it asks before a new
 * code replaces the link; Cancel asks the api nothing.
 */
export function UplandLink() {
  const { user } = useAuth();
  const { t } = useT();
  const [code, setCode] = useState<(LinkCode & { deadline: number }) | null>(null);
  const [askingAnother, setAskingAnother] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const codeText = useRef<HTMLSpanElement>(null);
  // linkedAt of the link known when the code was issued: a new link is one that differs.
  const knownLinkedAt = useRef<string | null>(null);
  const { now, reset: resetClock } = useClock(code?.deadline ?? null);
  const left = code ? remainingMs(code.deadline, now) : 0;
  const waiting = code !== null && left > 0;

  const status = useQuery({
    ...linkStatusQuery(user?.uid ?? ''),
    enabled: !!user,
    refetchInterval: waiting ? STATUS_POLL_MS : false,
  });

  const linked: Linked | null = status.data?.linked ? status.data : null;
  const link = useMutation({
    mutationFn: () => startLink(user),
    onSuccess: (issued) => {
      knownLinkedAt.current = linked?.linkedAt ?? null;
      resetClock();
      setCode({ ...issued, deadline: localDeadline(issued, Date.now()) });
    },
  });

  // The player entered the code: the link is new, the code has done its job.
  useEffect(() => {
    if (code && linked && linked.linkedAt !== knownLinkedAt.current) {
      knownLinkedAt.current = linked.linkedAt;
      setCode(null);
    }
  }, [code, linked]);

  // The code box went (the link made, or the code expired) with the keyboard in it (on Copy code):
  // the keyboard goes to Upland Auth, above where the box was, rather than to the page's top. Only
  // as the box goes: a page just opened (the focus on nothing yet) keeps its own first focus.
  const wasWaiting = useRef(false);
  useEffect(() => {
    if (wasWaiting.current && !waiting && focusIsLost()) button.current?.focus();
    wasWaiting.current = waiting;
  }, [waiting]);

  // The link went (Unlink below, or another tab): said in the status line (set while rendering, from
  // the status before), and the keyboard, left on nothing as Unlink's question went, goes to Upland Auth.
  const linkedNow = status.data ? status.data.linked : null;
  const [lastLinked, setLastLinked] = useState<boolean | null>(null);
  const [unlinked, setUnlinked] = useState(false);
  if (linkedNow !== null && linkedNow !== lastLinked) {
    setLastLinked(linkedNow);
    setUnlinked(lastLinked === true && !linkedNow);
  }
  useEffect(() => {
    if (unlinked && focusIsLost()) button.current?.focus();
  }, [unlinked]);

  const expired = code !== null && left === 0;
  const startNewLink = () => {
    // The question goes: the keyboard waits on Upland Auth (busy) for the code, not on the page's body.
    if (askingAnother) button.current?.focus();
    setAskingAnother(false);
    setCode(null);
    link.mutate();
  };
  // A working link is not replaced silently; a broken one (needs relink) is replaced at once. Pressed
  // before the page knows the link (it has just opened, or its status failed), the status is asked
  // for first, the button busy meanwhile; without it nothing starts (the section says the status
  // failed, with Retry): a linked member would otherwise get a new code without the question.
  // A status already on its way is waited for, not asked again; a member gone meanwhile gets no code.
  const [checking, setChecking] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const onUplandAuth = async () => {
    let current = status.data;
    if (!current) {
      setChecking(true);
      try {
        current = (await status.refetch({ cancelRefetch: false })).data;
      } finally {
        setChecking(false);
      }
    }
    if (!current || !mounted.current) return;
    if (current.linked && !current.needsRelink) setAskingAnother(true);
    else startNewLink();
  };
  const keepLink = () => {
    setAskingAnother(false);
    button.current?.focus();
  };

  return (
    <section className="upland-link" aria-labelledby="upland-link-heading">
      <h2 id="upland-link-heading" className="visually-hidden">
        {t('upland.heading')}
      </h2>
      <Button
        ref={button}
        type="button"
        className="primary"
        onClick={() => void onUplandAuth()}
        unavailable={link.isPending || checking}
        aria-describedby="upland-link-status"
      >
        {t('upland.button')}
      </Button>
      {askingAnother && linked && (
        <AskFirst
          question={t('upland.linkAnotherQuestion', { name: linked.username ?? linked.uplandUserId })}
          yes={t('upland.linkAnotherYes')}
          cancel={t('portfolio.cancel')}
          onYes={startNewLink}
          onCancel={keepLink}
        />
      )}

      {waiting && <CodeBox code={code.code} left={left} codeRef={codeText} askedFrom={button} />}
      <LinkStatusLine asking={link.isPending} waiting={waiting} expired={expired} linked={linked} unlinked={unlinked} />
      {link.isError && (
        <p className="error-message" role="alert">
          {t(linkErrorMessage(link.error))}
        </p>
      )}
    </section>
  );
}
