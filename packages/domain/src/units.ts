/** The units a material can be booked in (specification: Units offered). */
export const UNITS = [
  { value: 'stuks', name: 'stuks' },
  { value: 'm1', name: 'm1' },
  { value: 'm2', name: 'm2' },
  { value: 'm3', name: 'm3' },
  { value: 'doos', name: 'doos' },
  { value: 'bbag', name: 'big bag' },
  { value: 'kg', name: 'kg' },
  { value: 'liter', name: 'liter' },
  { value: 'km', name: 'km' },
] as const;

export type Unit = (typeof UNITS)[number]['value'];
export const UNIT_VALUES = UNITS.map((u) => u.value) as [Unit, ...Unit[]];

export function isUnit(value: string): value is Unit {
  return (UNIT_VALUES as string[]).includes(value);
}

/** How a unit is shown: by its name ('bbag' is 'big bag'); a unit outside the list (an imported catalogue) as it is. */
export function unitName(unit: string): string {
  return UNITS.find((u) => u.value === unit)?.name ?? unit;
}
