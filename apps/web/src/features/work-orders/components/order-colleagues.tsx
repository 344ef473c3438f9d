import type { Employee } from '@bouwwerk/domain';
import { PhoneIcon } from '../../../components/icons';
import { nl } from '../../../i18n/nl';
import { phoneOf, telHref } from '../../../lib/links';

/** Who is planned on the order that day ('Ingeplande collega', plural from 2), each with a call link. */
export function OrderColleagues({ employees, headingId }: { employees: readonly Employee[]; headingId: string }) {
  return (
    <section className="card order-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="card order-section__title">
        {nl.workOrder.colleagues(employees.length)}
      </h3>
      {employees.length === 0 ? (
        <p className="card order-section__text order-section__text--muted">{nl.workOrder.nobodyPlanned}</p>
      ) : (
        <ul className="order-people">
          {employees.map((employee) => {
            const name = `${employee.firstName} ${employee.lastName}`.trim();
            // The mobile first: on a building site that is the number that gets answered.
            const phone = phoneOf(employee);
            return (
              <li key={employee.id} className="order-people__person">
                <span className="order-people__name">{name}</span>
                {phone ? (
                  <a
                    className="order-people__call"
                    href={telHref(phone)}
                    aria-label={nl.workOrder.callPerson(name, phone)}
                  >
                    <PhoneIcon />
                    <span>{phone}</span>
                  </a>
                ) : (
                  <span className="order-people__none">{nl.workOrder.noPhone}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
