import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useT } from '../../../lib/i18n/useT';
import { queryKeys } from '../../../lib/queryKeys';
import { AskFirst, useAskFirst } from '../../../components/AskFirst';
import { unlinkUpland } from './portfolioApi';

/** "Unlink", asked twice: the question and its two answers take the button's place. */
export function UnlinkButton({ uid }: { uid: string }) {
  const { t } = useT();
  const client = useQueryClient();
  const { asking, opener, ask, cancel } = useAskFirst();
  const unlink = useMutation({
    mutationFn: unlinkUpland,
    onSuccess: async () => {
      client.removeQueries({ queryKey: queryKeys.account(uid).uplandPortfolio });
      await client.invalidateQueries({ queryKey: queryKeys.account(uid).uplandStatus });
    },
  });

  if (!asking) {
    return (
      <button ref={opener} type="button" className="secondary" onClick={ask}>
        {t('portfolio.unlink')}
      </button>
    );
  }
  return (
    <AskFirst
      question={t('portfolio.unlinkQuestion')}
      yes={t('portfolio.unlinkYes')}
      cancel={t('portfolio.cancel')}
      onYes={() => unlink.mutate()}
      onCancel={cancel}
      busy={unlink.isPending}
    >
      {unlink.isError && (
        <p className="error-message" role="alert">
          {t('portfolio.unlinkFailed')}
        </p>
      )}
    </AskFirst>
  );
}
