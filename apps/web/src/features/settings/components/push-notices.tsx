import { useEffect, useId, useState } from 'react';
import { nlPushNotices as texts } from '../../../i18n/nl-push-notices';
import {
  allowPushNotices,
  keepPushSubscription,
  pushState,
  pushSupported,
  turnOffPushNotices,
  type PushState,
} from '../../../api/push-subscription';

/**
 * 'Meldingen': the employee may allow "Planning voor morgen gewijzigd" on this phone. Shown only where the
 * browser can push; the browser's question comes only from the button.
 */
export function PushNoticesChoice() {
  const id = useId();
  const [state, setState] = useState<PushState | null>(() => (pushSupported() ? null : 'unsupported'));
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!pushSupported()) return;
    let current = true;
    void pushState()
      .then((found) => {
        if (current) setState(found);
        // The session signed in now may not know this phone's subscription yet.
        if (found === 'on') return keepPushSubscription();
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);

  if (state === 'unsupported') return null;

  const change = (action: () => Promise<PushState>) => {
    setBusy(true);
    setFailed(false);
    action()
      .then(setState)
      .catch(() => setFailed(true))
      .finally(() => setBusy(false));
  };

  return (
    <section className="settings__group" aria-labelledby={`${id}-push`}>
      <h2 id={`${id}-push`} className="settings__heading">
        {texts.heading}
      </h2>
      <p className="settings__text">{texts.text}</p>
      {state === 'on' ? <p className="settings__text">{texts.on}</p> : null}
      {state === 'denied' ? <p className="settings__text">{texts.denied}</p> : null}
      {failed ? (
        <p className="settings__text" role="alert">
          {texts.failed}
        </p>
      ) : null}
      {state === 'on' ? (
        <button
          type="button"
          className="button button--secondary button--block"
          disabled={busy}
          aria-busy={busy}
          onClick={() => change(turnOffPushNotices)}
        >
          {busy ? texts.busy : texts.turnOff}
        </button>
      ) : state === 'off' ? (
        <button
          type="button"
          className="button button--secondary button--block"
          disabled={busy}
          aria-busy={busy}
          onClick={() => change(allowPushNotices)}
        >
          {busy ? texts.busy : texts.allow}
        </button>
      ) : null}
    </section>
  );
}
