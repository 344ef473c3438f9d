const quantityFormat = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 });

/** A quantity as the Dutch write it: 2,5 and -4; at most two decimals. */
export function formatQuantity(value: number): string {
  return quantityFormat.format(value);
}
