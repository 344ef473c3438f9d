import { todayInAmsterdam } from '@bouwwerk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { paths } from '../../../lib/paths';
import { nl } from '../../../i18n/nl';
import { switchToUser, type Passport } from '../../../state/passport';
import { getRightsQueryOptions, hasFetchableRights } from '../../../api/rights';
import { hasUnsavedWork, leaveWithoutAsking } from '../../../state/unsaved-work';

const UnsavedChangesModal = lazy(() =>
  import('../../../components/unsaved-changes-modal').then((m) => ({ default: m.UnsavedChangesModal })),
);

/**
 * Switch user (specification section 4): store the new passport, fetch the rights unless the userID is -1,
 * close the menu, and open today's weekly overview, loaded afresh.
 *
 * "Afresh" is a full page load: nothing the previous account loaded stays in memory (the query cache is
 * cleared as well, and every cache kept on the device is keyed by company code plus employee), so another
 * company's week, catalogue or rights can never show. Work entered and not yet saved would go with it, so
 * that is asked first (Doorgaan/Terug).
 */
export function useSwitchAccount(onClose: () => void) {
  const queryClient = useQueryClient();
  const [unsavedFor, setUnsavedFor] = useState<Passport | null>(null);

  async function switchNow(user: Passport) {
    queryClient.clear();
    switchToUser(user);
    if (hasFetchableRights(user)) {
      // A failure (a revoked token, no connection) is reported by the overview that loads next.
      await queryClient.fetchQuery(getRightsQueryOptions(user)).catch(() => undefined);
    }
    onClose();
    leaveWithoutAsking();
    window.location.assign(paths.weeklyOverviewDate.getHref(todayInAmsterdam()));
  }

  function switchTo(user: Passport) {
    if (hasUnsavedWork()) setUnsavedFor(user);
    else void switchNow(user);
  }

  const confirmation = unsavedFor ? (
    <Suspense fallback={null}>
      <UnsavedChangesModal
        message={nl.accounts.unsavedWork}
        onBack={() => setUnsavedFor(null)}
        onContinue={() => {
          setUnsavedFor(null);
          void switchNow(unsavedFor);
        }}
      />
    </Suspense>
  ) : null;

  return { switchTo, confirmation };
}
