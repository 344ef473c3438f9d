import { decimalToHhmm, unitName, type RegistrationGroup } from '@bouwwerk/domain';
import { formatQuantity } from '../../../lib/quantities';
import { nl } from '../../../i18n/nl';
import { categoriesOf, categoryTitle } from '../lib/overview-item';

/** The day's bookings on the item, by work and then by budget, stelpost or other costs. */
export function CardRegistrations({ groups }: { groups: RegistrationGroup[] }) {
  const works = groups
    .map((group) => ({ group, categories: categoriesOf(group) }))
    .filter((w) => w.categories.length > 0);
  if (works.length === 0) return null;

  return (
    <section className="card-registrations" aria-label={nl.overviewCard.registrations}>
      <h4 className="card-registrations__title">{nl.overviewCard.registrations}</h4>
      {works.map(({ group, categories }) => (
        <div key={group.workId} className="card-registrations__work">
          {group.workDescription ? <p className="card-registrations__work-title">{group.workDescription}</p> : null}
          {categories.map(({ kind, category }) => {
            const title = kind === 'otherCosts' ? nl.overviewCard.otherProjectCosts : categoryTitle(category);
            return (
              <div
                key={`${kind}-${category.id}`}
                className={`card-registrations__category card-registrations__category--${kind}`}
              >
                {title ? <p className="card-registrations__category-title">{title}</p> : null}
                <ul className="card-registrations__rows">
                  {category.hours.map((hour) => (
                    <li key={`h${hour.id}`} className="card-registrations__row">
                      <span className="card-registrations__amount">
                        {decimalToHhmm(hour.quantity)} {nl.overviewCard.hoursUnit}
                      </span>
                      <span className="card-registrations__text">
                        {hour.description}
                        {hour.remark ? <span className="card-registrations__remark">{hour.remark}</span> : null}
                      </span>
                    </li>
                  ))}
                  {category.materials.map((material) => (
                    <li key={`m${material.id}`} className="card-registrations__row">
                      <span className="card-registrations__amount">
                        {formatQuantity(material.quantity)} {unitName(material.unit)}
                      </span>
                      <span className="card-registrations__text">{material.description}</span>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      ))}
    </section>
  );
}
