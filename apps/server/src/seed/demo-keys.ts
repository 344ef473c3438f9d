/**
 * The demo company's project codes and work-order numbers. They carry the year of "today" (P26-013 in 2026),
 * as the office numbers them, so the data keeps looking current; the rest of the seed refers to them through
 * these names.
 */
export function demoCodes(year: number) {
  const yy = String(year % 100).padStart(2, '0');
  const prev = String((year - 1) % 100).padStart(2, '0');
  return {
    projects: {
      school: `P${yy}-013`,
      rijwoningen: `P${yy}-021`,
      kantoor: `P${yy}-004`,
      badkamer: `P${yy}-009`,
      rijnhof: `P${prev}-031`,
      werf: `P${prev}-002`,
      lombok: `P${yy}-017`,
      regie: `P${yy}-026`,
    },
    orders: {
      cvKetel: `WB${yy}-0142`,
      dakgoot: `WB${yy}-0147`,
      groepenkast: `WB${yy}-0151`,
      ventilatie: `WB${yy}-0128`,
      keukenkraan: `WB${yy}-0119`,
      deurdranger: `WB${yy}-0133`,
      standleiding: `WB${yy}-0155`,
    },
  } as const;
}

export type DemoCodes = ReturnType<typeof demoCodes>;
