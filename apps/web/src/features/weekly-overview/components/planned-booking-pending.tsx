/** The row of 'Boek geplande uren' while its code or its target is read: the same size, nothing to tap. */
export function PlannedBookingPending() {
  return <span className="card-actions__planned card-actions__planned--pending" aria-hidden="true" />;
}
