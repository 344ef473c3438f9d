import type { RegistrationCategory, RegistrationGroup } from '@bouwwerk/domain';

/** The three kinds of category a work's bookings are grouped in. */
export type CategoryKind = 'budget' | 'otherCosts' | 'stelpost';

export interface CategoryView {
  kind: CategoryKind;
  category: RegistrationCategory;
}

const hasBookings = (c: RegistrationCategory) => c.hours.length > 0 || c.materials.length > 0;

/** A work's categories with bookings, in the order budgets, stelposten, other costs. */
export function categoriesOf(group: RegistrationGroup): CategoryView[] {
  return [
    ...group.budgets.filter(hasBookings).map((category) => ({ kind: 'budget' as const, category })),
    ...group.variableCharges.filter(hasBookings).map((category) => ({ kind: 'stelpost' as const, category })),
    ...group.otherCosts.filter(hasBookings).map((category) => ({ kind: 'otherCosts' as const, category })),
  ];
}

/**
 * 'code | description' of a category; '' when it has neither (order bookings and cost-plus work are booked
 * without a part). Other project costs are named by the caller.
 */
export function categoryTitle(category: RegistrationCategory): string {
  return [category.code.trim(), category.description.trim()].filter(Boolean).join(' | ');
}
