import { nl } from '../../i18n/nl';

/** A screen that a later issue builds; the shell around it already shows its title. */
export function PlaceholderPage() {
  return (
    <section className="page">
      <p>{nl.placeholder.notYetAvailable}</p>
    </section>
  );
}
