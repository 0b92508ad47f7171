import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n/useT';
import { queryKeys } from '../../../lib/queryKeys';
import { unlinkUpland } from './portfolioApi';

/** "Unlink", asked twice: the question and its two answers take the button's place. */
export function UnlinkButton({ uid }: { uid: string }) {
  const { t } = useT();
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  const unlink = useMutation({
    mutationFn: unlinkUpland,
    onSuccess: async () => {
      client.removeQueries({ queryKey: queryKeys.account(uid).uplandPortfolio });
      await client.invalidateQueries({ queryKey: queryKeys.account(uid).uplandStatus });
    },
  });
  useEffect(() => {
    if (asking) confirm.current?.focus();
  }, [asking]);

  if (!asking) {
    return (
      <button type="button" className="secondary" onClick={() => setAsking(true)}>
        {t('portfolio.unlink')}
      </button>
    );
  }
  return (
    <div className="portfolio-unlink" role="group" aria-labelledby="portfolio-unlink-question">
      <p id="portfolio-unlink-question">{t('portfolio.unlinkQuestion')}</p>
      <button
        ref={confirm}
        type="button"
        className="primary"
        onClick={() => unlink.mutate()}
        disabled={unlink.isPending}
      >
        {t('portfolio.unlinkYes')}
      </button>{' '}
      <button type="button" className="secondary" onClick={() => setAsking(false)}>
        {t('portfolio.cancel')}
      </button>
      {unlink.isError && (
        <p className="error-message" role="alert">
          {t('portfolio.unlinkFailed')}
        </p>
      )}
    </div>
  );
}
