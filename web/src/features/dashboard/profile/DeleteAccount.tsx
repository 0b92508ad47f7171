import { useNavigate } from 'react-router-dom';
import { AskFirst, useAskFirst } from '../../../components/AskFirst';
import { useAuth } from '../../../lib/auth/AuthProvider';
import { useT } from '../../../lib/i18n/useT';
import { FormMessages } from '../../../components/FormMessages';
import { deleteAccount } from './profileApi';
import { useOutcome } from './useOutcome';

/**
 * "Delete my account", asked twice; the server deletes everything of the member, then the page
 * signs out and goes home. The admin is not offered it (the server refuses it too).
 */
export function DeleteAccount() {
  const { t } = useT();
  const { isAdmin, signOut } = useAuth();
  const navigate = useNavigate();
  const { asking, opener, ask, cancel } = useAskFirst();
  const { busy, run, error } = useOutcome();
  const remove = async () => {
    if (!(await run(deleteAccount)).ok) return;
    await signOut().catch(() => undefined);
    navigate('/', { replace: true });
  };
  return (
    <section className="profile-form" aria-labelledby="profile-delete-heading">
      <h2 id="profile-delete-heading">{t('profile.deleteHeading')}</h2>
      {isAdmin ? (
        <p>{t('profile.adminCannotDelete')}</p>
      ) : (
        <>
          <p>{t('profile.deleteExplain')}</p>
          {asking ? (
            <AskFirst
              question={t('profile.deleteQuestion')}
              yes={busy ? t('profile.deleting') : t('profile.deleteYes')}
              cancel={t('portfolio.cancel')}
              onYes={() => void remove()}
              onCancel={cancel}
              busy={busy}
              danger
            />
          ) : (
            <button ref={opener} type="button" className="secondary danger" onClick={ask}>
              {t('profile.delete')}
            </button>
          )}
          <FormMessages error={error} success={null} />
        </>
      )}
    </section>
  );
}
