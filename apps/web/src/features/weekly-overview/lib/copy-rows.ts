import {
  formatDate,
  indirectButtons,
  projectButtons,
  workOrderButtons,
  type OverviewDay,
  type OverviewItem,
  type RegistrationCategory,
  type Rights,
} from '@bouwwerk/domain';
import { hourBookingWrite, leaveWrite } from '../../../api/bookings';
import type { OutboxWrite } from '../../../api/outbox';

/** One hour registration of the day copied from, as the copy panel offers it. */
export interface CopyRow {
  key: string;
  /** The hour type or indirect work type: 'Normale uren', 'Verlof'. */
  what: string;
  /** Where it is booked: the card's title, and for a project the work and part. */
  where: string;
  hours: number;
  /** The same booking on another day with other hours, as the forms write it. */
  writeFor: (date: Date, hours: number, employeeId: number) => OutboxWrite;
}

/** A part still open for hours: the server refuses finished, blocked or invoiced ones. */
const isOpen = (category: RegistrationCategory) =>
  !category.isDone && !category.geblokkeerd && !category.factuurIdPresent;

/** Whether the card's hours button would book on the item: rights and the item's locks. */
function canBookHours(item: OverviewItem, rights: Rights): boolean {
  if (item.type === 'project') return projectButtons(item, rights).hours === 'enabled';
  if (item.type === 'workorder') return workOrderButtons(item, rights).hours === 'enabled';
  return indirectButtons(rights).hours === 'enabled';
}

/**
 * The hour registrations of a day that can be booked again: hours with an hour type on open budgets and
 * stelposten of projects and work orders still open to the employee, and indirect hours. Other project costs
 * and materials are not hours of a working day; remarks belong to their own day and are not copied.
 */
export function copyRowsOf(day: OverviewDay, rights: Rights): CopyRow[] {
  const rows: CopyRow[] = [];
  for (const item of day.items) {
    if (!canBookHours(item, rights)) continue;
    if (item.type === 'indirect') {
      if (item.amount <= 0) continue;
      rows.push({
        key: `indirect-${item.id}`,
        what: item.description,
        where: '',
        hours: item.amount,
        writeFor: (date, hours, employeeId) =>
          leaveWrite(
            {
              datum: formatDate(date, 'api'),
              medewerkerId: employeeId,
              indirectId: item.indirectwerkId,
              aantal: hours,
              opmerking: '',
            },
            item.description,
          ),
      });
      continue;
    }
    for (const group of item.registrations) {
      const parts = [
        ...group.budgets.map((category) => ({ category, stelpost: false })),
        ...group.variableCharges.map((category) => ({ category, stelpost: true })),
      ];
      for (const { category, stelpost } of parts) {
        if (!isOpen(category) || category.isOverigeProjectkosten) continue;
        for (const hour of category.hours) {
          if (hour.uursoortId <= 0) continue;
          const where =
            item.type === 'project'
              ? [item.description, group.workDescription, category.description].filter(Boolean).join(' · ')
              : item.description;
          const target =
            item.type === 'project'
              ? {
                  projectId: item.id,
                  werkId: group.workId,
                  budgetId: !stelpost && category.id ? category.id : null,
                  stelpostId: stelpost && category.id ? category.id : null,
                }
              : { werkbonId: item.id };
          rows.push({
            key: `hour-${hour.id}`,
            what: hour.description,
            where,
            hours: hour.quantity,
            writeFor: (date, hours, employeeId) =>
              hourBookingWrite(
                {
                  datum: formatDate(date, 'api'),
                  medewerkerId: employeeId,
                  ...target,
                  uursoortId: hour.uursoortId,
                  aantal: hours,
                  opmerking: '',
                  omschrijving: '',
                },
                hour.description,
              ),
          });
        }
      }
    }
  }
  return rows;
}
