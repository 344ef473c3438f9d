import { nl } from '../i18n/nl';
import { useIsOffline } from '../state/connection';
import './notice-bar.css';

/** Says, on every screen, that what needs the server waits until there is a connection again. */
export function OfflineBanner() {
  const offline = useIsOffline();
  // The live region is always there, so a screen reader announces the notice when it appears.
  return (
    <div role="status" aria-live="polite">
      {offline ? (
        <div className="notice-bar notice-bar--warning">
          <p>{nl.offline.notice}</p>
        </div>
      ) : null}
    </div>
  );
}
