import { formatDate, parseDate } from '@bouwwerk/domain';

/** 7.5 -> '7:30': hours as the office reads them on paper, rounded to whole minutes. */
export function hoursAsClock(hours: number): string {
  const minutes = Math.max(0, Math.round(hours * 60));
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

const quantityFormat = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 3, useGrouping: false });

/** 2.5 -> '2,5', the Dutch way. */
export const quantity = (value: number) => quantityFormat.format(value);

/** '2026-03-10' -> '10-03-2026'. */
export function dayLabel(apiDate: string): string {
  const date = parseDate(apiDate, 'api');
  return date ? formatDate(date, 'picker') : apiDate;
}

/** A file name a browser, mail program and file system all take: `<kind>-<name>.pdf` with only safe characters. */
export function pdfFilename(kind: string, name: string): string {
  const safe = name
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 80);
  return `${kind}-${safe || 'onbekend'}.pdf`;
}
