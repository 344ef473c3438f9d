import { useState } from 'react';
import { useKeptReadsUnavailable } from '../api/persisted-queries-account';
import { nl } from '../i18n/nl';
import './booking-off-notice.css';
import './notice-bar.css';

/**
 * Where the browser keeps nothing on the device (IndexedDB missing or refused, as in some private modes):
 * says once that booking works only with a connection. Closed, it stays away for the rest of the visit.
 */
export function BookingOffNotice() {
  const unavailable = useKeptReadsUnavailable();
  const [closed, setClosed] = useState(false);
  if (!unavailable || closed) return null;
  return (
    <div className="notice-bar notice-bar--warning booking-off-notice" role="status">
      <p>{nl.offline.bookingOff}</p>
      <button type="button" className="button button--secondary" onClick={() => setClosed(true)}>
        {nl.offlineReads.dismiss}
      </button>
    </div>
  );
}
