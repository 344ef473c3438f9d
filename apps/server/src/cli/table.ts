/** Rows under a header, columns padded to their widest cell: for lists read in a terminal. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

/** 'YYYY-MM-DD HH:MM' in the machine's time zone (Sweden's locale writes dates the ISO way); '-' for none. */
export function formatTime(date: Date | null): string {
  return date ? date.toLocaleString('sv-SE', { dateStyle: 'short', timeStyle: 'short' }) : '-';
}
