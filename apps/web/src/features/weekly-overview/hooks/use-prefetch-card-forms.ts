import { todayInAmsterdam, type WeekOverviewResponse } from '@bouwwerk/domain';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Step } from '../lib/card-form-steps';
import { whenIdle } from '../../../lib/when-idle';
import { usePassport } from '../../../state/passport';

/**
 * Once the shown week has come from the server (not only from the device), loads what its cards' forms need,
 * one read per idle moment, so the screen the user is on keeps the connection and the main thread. Reads
 * still fresh in the cache are not asked again; a failure only means that read is not kept.
 */
export function usePrefetchCardForms(week: WeekOverviewResponse | undefined, fresh: boolean) {
  const queryClient = useQueryClient();
  const passport = usePassport();
  const organisation = passport?.organisation;
  const userID = passport?.userID;

  useEffect(() => {
    if (!week || !fresh || organisation === undefined || userID === undefined) return;
    let queue: Step[] = [];
    let cancel = () => {};
    let stopped = false;
    const next = () => {
      const step = queue.shift();
      if (!step || stopped || !onlineManager.isOnline()) return;
      cancel = whenIdle(() => {
        void step(queryClient)
          .catch(() => [])
          .then((more) => {
            queue.unshift(...more);
            next();
          });
      });
    };
    // Its own chunk: the overview's first paint does not wait for code that runs only in idle time.
    void import('../lib/card-form-steps').then(({ cardFormSteps }) => {
      queue = cardFormSteps({ organisation, userID }, week, todayInAmsterdam());
      next();
    });
    return () => {
      stopped = true;
      cancel();
    };
  }, [queryClient, organisation, userID, week, fresh]);
}
