import type { Employee, OverviewItem, PlanningItem } from '@bouwwerk/domain';
import { lazy, Suspense, useState } from 'react';
import { PhoneIcon } from '../../../components/icons';
import { nl } from '../../../i18n/nl';
import { phoneOf, telHref } from '../../../lib/links';

const WorkerDetailsModal = lazy(() =>
  import('./worker-details-modal').then((m) => ({ default: m.WorkerDetailsModal })),
);

type Company = PlanningItem['planningWerken'][number];

/** Colleagues planned on the same item that day, and on a project the day's planning with its subcontractors. */
export function CardPeople({ item }: { item: OverviewItem }) {
  const [openWorker, setOpenWorker] = useState<Company | null>(null);
  if (item.type === 'indirect') return null;
  const colleagues = item.colleagues;
  const planning = item.type === 'project' ? item.planningItems : [];
  if (colleagues.length === 0 && planning.length === 0) return null;

  return (
    <>
      {colleagues.length > 0 ? (
        <section className="card-people" aria-label={nl.overviewCard.colleagues(colleagues.length)}>
          <h4 className="card-people__title">{nl.overviewCard.colleagues(colleagues.length)}</h4>
          <ul className="card-people__list">
            {colleagues.map((colleague) => (
              <Colleague key={colleague.id} colleague={colleague} />
            ))}
          </ul>
        </section>
      ) : null}
      {planning.length > 0 ? (
        <section className="card-people" aria-label={nl.overviewCard.planning}>
          <h4 className="card-people__title">{nl.overviewCard.planning}</h4>
          {planning.map((planningItem) => (
            <div key={planningItem.id} className="card-people__planning">
              <p className="card-people__planning-title">{planningItem.description}</p>
              {planningItem.planningWerken.length > 0 ? (
                <ul className="card-people__list">
                  {planningItem.planningWerken.map((work, index) => (
                    <li key={index} className="card-people__work">
                      <span>{work.description}</span>
                      {/* Own staff has no company to show or call. */}
                      {work.companyDto.companyName ? (
                        <button
                          type="button"
                          className="card-people__company"
                          aria-haspopup="dialog"
                          aria-label={nl.workerDetails.open(work.companyDto.companyName)}
                          onClick={() => setOpenWorker(work)}
                        >
                          {work.companyDto.companyName}
                        </button>
                      ) : null}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ))}
        </section>
      ) : null}
      {openWorker ? (
        <Suspense fallback={null}>
          <WorkerDetailsModal worker={openWorker} onClose={() => setOpenWorker(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

function Colleague({ colleague }: { colleague: Employee }) {
  const name = `${colleague.firstName} ${colleague.lastName}`.trim();
  const phone = phoneOf(colleague);
  return (
    <li className="card-people__person">
      <span className="card-people__name">{name}</span>
      {phone ? (
        <a className="card-people__phone" href={telHref(phone)} aria-label={nl.overviewCard.call(name, phone)}>
          <PhoneIcon />
          <span>{phone}</span>
        </a>
      ) : null}
    </li>
  );
}
