import { unitName } from '@bouwwerk/domain';
import { pdfFilename, quantity } from '../pdf/format';

/** The materials added up per unit, in the order the units first appear, each unit by its name: '12 stuks, 2 big bag'. */
export function totalsPerUnit(lines: readonly { quantity: number; unit: string }[]): string {
  const totals = new Map<string, number>();
  for (const line of lines) totals.set(line.unit, (totals.get(line.unit) ?? 0) + line.quantity);
  return [...totals].map(([unit, total]) => `${quantity(total)} ${unitName(unit)}`.trim()).join(', ');
}

/** werkbon-<nummer>.pdf, safe for a browser, mail program and file system. */
export const workOrderPdfFilename = (nummer: string) => pdfFilename('werkbon', nummer);
