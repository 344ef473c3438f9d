import type { IsoDate, SeedCalendar } from './calendar';
import type { HourRegistrationSpec, MaterialRegistrationSpec } from './dataset';
import { demoCodes } from './demo-keys';
import { demoPlanning } from './demo-planning';
import { createPrng } from './prng';

/**
 * Registrations of the two weeks before this one, and of the days of this week before today. They cover
 * every state a registration can be in: invoiced (verkoopfactuurregel_id), blocked, validated and not,
 * OP hours, regie hours, indirect hours and order material; els (who may only edit validated ones) gets
 * both kinds. Nothing is dated today or later, except material the office put on an order beforehand.
 */

/** The part a colleague books on by default for each project, cycling through the list day by day. */
function defaultParts(cal: SeedCalendar): Record<string, { work: string; budget?: string }[]> {
  const { projects: p } = demoCodes(cal.year);
  return {
    [p.school]: [
      { work: 'school-ruwbouw', budget: 'school-sloop' },
      { work: 'school-ruwbouw', budget: 'school-metsel' },
      { work: 'school-installaties', budget: 'school-elektra' },
    ],
    [p.rijwoningen]: [
      { work: 'rij-casco', budget: 'rij-vloeren' },
      { work: 'rij-casco', budget: 'rij-wanden' },
      { work: 'rij-casco', budget: 'rij-kozijnen' },
    ],
    [p.kantoor]: [
      { work: 'kantoor-afbouw', budget: 'kantoor-wanden' },
      { work: 'kantoor-afbouw', budget: 'kantoor-plafonds' },
    ],
    [p.badkamer]: [{ work: 'badkamer-werk', budget: 'badkamer-compleet' }],
    // Cost-plus: booked on the work without a part.
    [p.regie]: [{ work: 'regie-werk' }],
  };
}

/** Catalogue lines typically used on each project, for the colleagues' material registrations. */
function defaultMaterials(cal: SeedCalendar): Record<string, string[]> {
  const { projects: p } = demoCodes(cal.year);
  return {
    [p.school]: [
      'Spaanplaatschroef verzinkt 4,0x40 mm',
      'Nylon plug 6 mm',
      'Kalkzandsteen lijmblok 100 mm',
      'Puinzak 1 m3',
    ],
    [p.rijwoningen]: [
      'Metselmortel grijs zak 25 kg',
      'Betonstaal B500B Ø10 mm',
      'Kalkzandsteen lijmblok 150 mm',
      'Kozijnplug 10x120 mm',
    ],
    [p.kantoor]: ['Gipskartonplaat 12,5 mm', 'Gipsplaatschroef snelbouw 3,5x25 mm', 'Glaswol deken 60 mm'],
    [p.badkamer]: ['Sanitairkit wit 300 ml', 'Knelkoppeling recht 15 mm'],
    [p.regie]: ['Montagekit wit 290 ml', 'Scharnier 89x89 mm'],
  };
}

export interface Registrations {
  hours: HourRegistrationSpec[];
  materials: MaterialRegistrationSpec[];
}

/** jan's registrations, written out one by one because each stands for a case of the specification. */
function jan(cal: SeedCalendar): Registrations {
  const { projects: p, orders: o } = demoCodes(cal.year);
  const [a0, a1, a2, a3, a4] = cal.twoWeeksAgo;
  const [b0, b1, b2, b3, b4] = cal.lastWeek;
  const [w0, w1, w2, w3, w4] = cal.week;
  const invoiced = (n: number) => ({ verkoopfactuurregelId: cal.year * 1000 + n, validated: 1 as const });
  const e = 'jan';
  const normaal = { employee: e, hourType: 'Normaal' };

  const hours: HourRegistrationSpec[] = [
    // Two weeks ago: invoiced, validated and one blocked day.
    {
      ...normaal,
      date: a0,
      project: p.school,
      work: 'school-ruwbouw',
      budget: 'school-sloop',
      hours: 8,
      ...invoiced(1),
    },
    {
      ...normaal,
      date: a1,
      project: p.school,
      work: 'school-ruwbouw',
      budget: 'school-sloop',
      hours: 4,
      ...invoiced(2),
    },
    {
      ...normaal,
      date: a1,
      project: p.school,
      work: 'school-ruwbouw',
      budget: 'school-metsel',
      hours: 4,
      ...invoiced(3),
    },
    {
      ...normaal,
      date: a2,
      workOrder: o.keukenkraan,
      hours: 3,
      remark: 'Kraan vervangen, afvoer gecontroleerd',
      ...invoiced(4),
    },
    { employee: e, hourType: 'Reisuren', date: a2, workOrder: o.keukenkraan, hours: 0.5, ...invoiced(5) },
    { employee: e, date: a2, indirect: 'Dokter/tandarts', hours: 1, remark: 'Tandarts 14:00', validated: 1 },
    {
      ...normaal,
      date: a2,
      project: p.school,
      work: 'school-ruwbouw',
      budget: 'school-metsel',
      hours: 3.5,
      ...invoiced(6),
    },
    {
      ...normaal,
      date: a3,
      project: p.school,
      work: 'school-ruwbouw',
      budget: 'school-metsel',
      hours: 8,
      validated: 1,
      geblokkeerd: true,
    },
    { employee: e, date: a4, indirect: 'Ziekte', hours: 7.5, validated: 1 },

    // Last week: validated on Monday, not yet validated after that.
    {
      ...normaal,
      date: b0,
      project: p.school,
      work: 'school-installaties',
      budget: 'school-elektra',
      hours: 8,
      validated: 1,
    },
    {
      ...normaal,
      date: b1,
      project: p.school,
      work: 'school-regie',
      hours: 3,
      remark: 'Extra wandcontactdozen op verzoek van de conciërge',
    },
    { ...normaal, date: b1, project: p.school, work: 'school-installaties', budget: 'school-elektra', hours: 5 },
    // OP: an other-cost type with a description on the project's OP part; the amount is in the hours column.
    {
      employee: e,
      date: b1,
      project: p.school,
      work: 'school-op',
      budget: 'school-op-kosten',
      otherCostType: 'Parkeerkosten',
      omschrijving: 'Parkeergarage Stadsplateau',
      hours: 7.5,
    },
    // On the invoiced stelpost: locked through its part.
    {
      ...normaal,
      date: b2,
      project: p.school,
      work: 'school-installaties',
      budget: 'school-sanitair',
      hours: 1,
      remark: 'Aansluiten fontein lokaal 4',
    },
    { ...normaal, date: b2, workOrder: o.ventilatie, hours: 5, remark: 'Filters vleugel B vervangen' },
    {
      employee: e,
      hourType: 'Werkvoorbereiding',
      date: b2,
      project: p.school,
      work: 'school-installaties',
      budget: 'school-elektra',
      hours: 2,
    },
    { ...normaal, date: b3, project: p.rijwoningen, work: 'rij-casco', budget: 'rij-wanden', hours: 8 },
    {
      employee: e,
      hourType: 'Overwerk 125%',
      date: b3,
      project: p.rijwoningen,
      work: 'rij-casco',
      budget: 'rij-wanden',
      hours: 2,
      percentage: 125,
      remark: 'Wand bouwnummer 7 afgemaakt',
    },
    {
      employee: e,
      date: b3,
      project: p.rijwoningen,
      work: 'rij-op',
      budget: 'rij-op-kosten',
      otherCostType: 'Stortkosten',
      omschrijving: 'Stortbon puin',
      hours: 2,
    },
    {
      employee: e,
      date: b3,
      project: p.rijwoningen,
      work: 'rij-op',
      budget: 'rij-op-kosten',
      otherCostType: 'Kilometervergoeding',
      omschrijving: 'Rit naar de bouwmarkt',
      hours: 18,
    },
    { employee: e, date: b4, indirect: 'Opleiding', hours: 4, remark: 'Toolbox veilig werken op hoogte', validated: 1 },
    { ...normaal, date: b4, project: p.rijwoningen, work: 'rij-casco', budget: 'rij-kozijnen', hours: 3.5 },

    // This week, as planned (only the days before today are filled in below).
    { ...normaal, date: w0, project: p.school, work: 'school-installaties', budget: 'school-elektra', hours: 5 },
    // Not planned this week: these show as "unexpected" items in the overview.
    {
      ...normaal,
      date: w0,
      project: p.kantoor,
      work: 'kantoor-installaties',
      budget: 'kantoor-elektra',
      hours: 2,
      remark: 'Meegeholpen met data-aansluitingen',
    },
    { ...normaal, date: w0, workOrder: o.dakgoot, hours: 1, remark: 'Opname lekkage voor offerte' },
    { ...normaal, date: w1, project: p.school, work: 'school-ruwbouw', budget: 'school-metsel', hours: 6 },
    {
      ...normaal,
      date: w1,
      project: p.school,
      work: 'school-regie',
      hours: 2,
      remark: 'Extra wandcontactdozen lokaal 3',
    },
    { ...normaal, date: w2, project: p.badkamer, work: 'badkamer-werk', budget: 'badkamer-compleet', hours: 6.5 },
    { ...normaal, date: w3, workOrder: o.cvKetel, hours: 3, remark: 'Expansievat vervangen, installatie bijgevuld' },
    { ...normaal, date: w3, workOrder: o.groepenkast, hours: 4.5 },
    { employee: e, date: w4, indirect: 'Opleiding', hours: 4, remark: 'VCA-herhaling', validated: 1 },
    { ...normaal, date: w4, project: p.rijwoningen, work: 'rij-casco', budget: 'rij-kozijnen', hours: 3.5 },
  ];

  const materials: MaterialRegistrationSpec[] = [
    {
      employee: e,
      type: 0,
      date: a0,
      project: p.school,
      work: 'school-ruwbouw',
      budget: 'school-sloop',
      material: 'Puinzak 1 m3',
      quantity: 6,
      ...invoiced(11),
    },
    {
      employee: e,
      type: 0,
      date: a1,
      project: p.school,
      work: 'school-ruwbouw',
      budget: 'school-metsel',
      material: 'Kalkzandsteen lijmblok 100 mm',
      quantity: 12,
      ...invoiced(12),
    },
    {
      employee: e,
      type: 0,
      date: a1,
      project: p.school,
      work: 'school-ruwbouw',
      budget: 'school-metsel',
      material: 'Metselmortel grijs zak 25 kg',
      quantity: 8,
      ...invoiced(13),
    },
    {
      employee: e,
      type: 1,
      date: a2,
      workOrder: o.keukenkraan,
      material: 'Keukenmengkraan chroom',
      quantity: 1,
      ...invoiced(14),
    },
    {
      employee: e,
      type: 1,
      date: a2,
      workOrder: o.keukenkraan,
      material: 'Teflontape 12 mm',
      quantity: 1,
      ...invoiced(15),
    },
    {
      employee: e,
      type: 0,
      date: a3,
      project: p.school,
      work: 'school-ruwbouw',
      budget: 'school-metsel',
      material: 'Kalkzandsteen lijmblok 100 mm',
      quantity: 20,
      validated: 1,
      geblokkeerd: true,
    },
    {
      employee: e,
      type: 0,
      date: b0,
      project: p.school,
      work: 'school-installaties',
      budget: 'school-elektra',
      material: 'VD-draad 2,5 mm² bruin',
      quantity: 100,
      validated: 1,
    },
    {
      employee: e,
      type: 0,
      date: b0,
      project: p.school,
      work: 'school-installaties',
      budget: 'school-elektra',
      material: 'VD-draad 2,5 mm² blauw',
      quantity: 100,
      validated: 1,
    },
    {
      employee: e,
      type: 0,
      date: b0,
      project: p.school,
      work: 'school-installaties',
      budget: 'school-elektra',
      material: 'Inbouwdoos 1-voudig',
      quantity: 12,
      validated: 1,
    },
    {
      employee: e,
      type: 0,
      date: b1,
      project: p.school,
      work: 'school-regie',
      material: 'Wandcontactdoos randaarde dubbel inbouw wit',
      quantity: 4,
    },
    { employee: e, type: 1, date: b2, workOrder: o.ventilatie, material: 'Ventilatieventiel 125 mm', quantity: 4 },
    {
      employee: e,
      type: 1,
      date: b2,
      workOrder: o.ventilatie,
      manual: { description: 'Filterset F7 WTW-unit', unit: 'stuks' },
      quantity: 3,
    },
    // A correction: material returned to the warehouse is booked as a negative quantity.
    {
      employee: e,
      type: 0,
      date: b3,
      project: p.rijwoningen,
      work: 'rij-casco',
      budget: 'rij-wanden',
      material: 'Kalkzandsteen lijmblok 150 mm',
      quantity: -4,
      remark: 'Retour naar magazijn',
    },
    {
      employee: e,
      type: 0,
      date: w0,
      project: p.kantoor,
      work: 'kantoor-installaties',
      budget: 'kantoor-elektra',
      material: 'UTP-kabel CAT6 grijs',
      quantity: 40,
    },
    {
      employee: e,
      type: 0,
      date: w2,
      project: p.badkamer,
      work: 'badkamer-werk',
      budget: 'badkamer-compleet',
      material: 'PVC-afvoerbuis 50 mm',
      quantity: 6,
    },
    {
      employee: e,
      type: 0,
      date: w2,
      project: p.badkamer,
      work: 'badkamer-werk',
      budget: 'badkamer-compleet',
      material: 'Knelkoppeling recht 15 mm',
      quantity: 8,
    },
    {
      employee: e,
      type: 1,
      date: w3,
      workOrder: o.cvKetel,
      manual: { description: 'Overstortventiel 1/2"', unit: 'stuks' },
      quantity: 1,
    },
    { employee: e, type: 1, date: w3, workOrder: o.groepenkast, material: 'Lasdoos opbouw IP55', quantity: 2 },
  ];

  return {
    hours: hours.filter((r) => cal.isBeforeToday(r.date)),
    materials: materials.filter((r) => cal.isBeforeToday(r.date)),
  };
}

/** Material the office put on work orders beforehand: no employee, dated on the order's day. */
function predefinedOrderMaterials(cal: SeedCalendar): MaterialRegistrationSpec[] {
  const { orders: o } = demoCodes(cal.year);
  const thu = cal.week[3];
  const predefined = (workOrder: string, material: string, quantity: number): MaterialRegistrationSpec => ({
    employee: null,
    type: 1,
    isPredefined: true,
    date: thu,
    workOrder,
    material,
    quantity,
  });
  return [
    predefined(o.groepenkast, 'Groepenkast 8 groepen 2 ALS', 1),
    predefined(o.groepenkast, 'Installatieautomaat 1P+N B16', 6),
    predefined(o.groepenkast, 'VD-draad 6 mm² bruin', 5),
    predefined(o.groepenkast, 'VD-draad 6 mm² blauw', 5),
    predefined(o.cvKetel, 'Vulslang cv-ketel', 1),
    predefined(o.cvKetel, 'Expansievat 18 liter', 1),
  ];
}

interface DayPlan {
  employee: string;
  date: IsoDate;
  hours: number;
  project?: string;
  workOrder?: string;
  indirect?: string;
}

/** The planning of this week, one entry per planned weekday. */
function plannedDays(cal: SeedCalendar): DayPlan[] {
  return demoPlanning(cal).flatMap((p) =>
    cal.week
      .filter((d) => d >= p.start && d <= p.end)
      .map((date) => {
        const day: DayPlan = { employee: p.employee, date, hours: p.duration };
        if (p.project !== undefined) day.project = p.project;
        if (p.workOrder !== undefined) day.workOrder = p.workOrder;
        if (p.indirect !== undefined) day.indirect = p.indirect;
        return day;
      }),
  );
}

/**
 * The colleagues book what they were planned on: last week's regular project and this week's planning up to
 * yesterday. els's registrations are validated up to last Tuesday and open after that; kees registers nothing
 * himself (no rights), but the office booked a day of leave for him.
 */
function colleagues(cal: SeedCalendar): Registrations {
  const { projects: p } = demoCodes(cal.year);
  const prng = createPrng(20240611);
  const parts = defaultParts(cal);
  const materialsOf = defaultMaterials(cal);
  const lastWeekProject: Record<string, string> = {
    els: p.rijwoningen,
    piet: p.school,
    mohammed: p.school,
    sanne: p.kantoor,
    ruud: p.rijwoningen,
  };

  const pastWeeks: DayPlan[] = [];
  for (const [employee, project] of Object.entries(lastWeekProject)) {
    const weeks = employee === 'els' ? [...cal.twoWeeksAgo, ...cal.lastWeek] : cal.lastWeek;
    for (const date of weeks) {
      pastWeeks.push({
        employee,
        date,
        project,
        hours: date === cal.lastWeek[4] || date === cal.twoWeeksAgo[4] ? 7.5 : 8,
      });
    }
  }
  const thisWeek = plannedDays(cal).filter(
    (d) => d.employee !== 'jan' && d.employee !== 'kees' && cal.isBeforeToday(d.date),
  );

  const hours: HourRegistrationSpec[] = [];
  const materials: MaterialRegistrationSpec[] = [];
  const elsValidatedUntil = cal.lastWeek[1];
  for (const [i, day] of [...pastWeeks, ...thisWeek].entries()) {
    const validated: 0 | 1 = day.employee !== 'els' || day.date <= elsValidatedUntil ? 1 : 0;
    // els took last Friday off; the leave is not approved yet, so her leave form stays locked.
    if (day.employee === 'els' && day.date === cal.lastWeek[4]) {
      hours.push({
        employee: 'els',
        date: day.date,
        indirect: 'Verlof',
        hours: 7.5,
        remark: 'Lang weekend',
        validated: 0,
      });
      continue;
    }
    if (day.indirect !== undefined) {
      hours.push({ employee: day.employee, date: day.date, indirect: day.indirect, hours: day.hours, validated });
    } else if (day.workOrder !== undefined) {
      hours.push({
        employee: day.employee,
        date: day.date,
        workOrder: day.workOrder,
        hourType: 'Normaal',
        hours: day.hours,
        validated,
      });
    } else if (day.project !== undefined) {
      const options = parts[day.project] ?? [];
      const part = options[i % Math.max(options.length, 1)];
      if (!part) throw new Error(`No default part for project ${day.project}`);
      hours.push({
        employee: day.employee,
        date: day.date,
        project: day.project,
        work: part.work,
        ...(part.budget !== undefined ? { budget: part.budget } : {}),
        hourType: 'Normaal',
        hours: day.hours,
        validated,
      });
      // Material on about every third day, in a plausible quantity.
      const candidates = materialsOf[day.project] ?? [];
      if (candidates.length > 0 && prng.next() < 0.35) {
        materials.push({
          employee: day.employee,
          type: 0,
          date: day.date,
          project: day.project,
          work: part.work,
          ...(part.budget !== undefined ? { budget: part.budget } : {}),
          material: prng.pick(candidates),
          quantity: prng.int(1, 12) * (prng.next() < 0.5 ? 1 : 5),
          validated,
        });
      }
    }
  }

  // els: an OP booking and an invoiced day two weeks ago.
  hours.push({
    employee: 'els',
    date: cal.twoWeeksAgo[1],
    project: p.rijwoningen,
    work: 'rij-op',
    budget: 'rij-op-kosten',
    otherCostType: 'Containerhuur',
    omschrijving: 'Container 10 m3 week 1',
    hours: 1,
    validated: 1,
    verkoopfactuurregelId: cal.year * 1000 + 31,
  });
  // kees: leave two weeks ago, booked and validated by the office.
  hours.push({ employee: 'kees', date: cal.twoWeeksAgo[4], indirect: 'Verlof', hours: 7.5, validated: 1 });

  return { hours, materials };
}

export function demoRegistrations(cal: SeedCalendar): Registrations {
  const own = jan(cal);
  const others = colleagues(cal);
  return {
    hours: [...own.hours, ...others.hours],
    materials: [...own.materials, ...others.materials, ...predefinedOrderMaterials(cal)],
  };
}
