import type { SeedCalendar } from './calendar';
import type { PlanningItemSpec, PlanningSpec } from './dataset';
import { demoCodes } from './demo-keys';

/**
 * The planning of the current week (Monday to Friday of today's ISO week). jan's week mixes a multi-day
 * project, a finished order, two orders on one day and two indirect items (one booked, one not), and colleagues share his projects
 * and orders on the same days, so the overview shows "colleagues" and "Ingeplande collega's".
 */
export function demoPlanning(cal: SeedCalendar): PlanningSpec[] {
  const { projects: p, orders: o } = demoCodes(cal.year);
  const [mon, tue, wed, thu, fri] = cal.week;
  return [
    // jan
    {
      employee: 'jan',
      start: mon,
      end: tue,
      arrival: '07:30',
      duration: 8,
      project: p.school,
      description: 'Sloopwerk en elektra lokalen 3 en 4',
      remark: 'Melden bij de conciërge',
    },
    {
      employee: 'jan',
      start: wed,
      end: wed,
      arrival: '07:30',
      duration: 1.5,
      workOrder: o.ventilatie,
      description: 'Oplevering met technische dienst',
    },
    {
      employee: 'jan',
      start: wed,
      end: wed,
      arrival: '09:30',
      duration: 6.5,
      project: p.badkamer,
      description: 'Leidingwerk badkamer',
    },
    {
      employee: 'jan',
      start: thu,
      end: thu,
      arrival: '07:30',
      duration: 3,
      workOrder: o.cvKetel,
      description: 'Storing cv-ketel',
    },
    {
      employee: 'jan',
      start: thu,
      end: thu,
      arrival: '11:00',
      duration: 4.5,
      workOrder: o.groepenkast,
      description: 'Groepenkast vervangen',
    },
    // Planned, never booked: the indirect card starts a new registration on its day, type and hours.
    {
      employee: 'jan',
      start: thu,
      end: thu,
      arrival: '16:00',
      duration: 1,
      indirect: 'Dokter/tandarts',
      description: 'Tandarts',
    },
    {
      employee: 'jan',
      start: fri,
      end: fri,
      arrival: '08:00',
      duration: 4,
      indirect: 'Opleiding',
      description: 'VCA-herhaling',
      remark: 'Opleidingscentrum Nieuwegein',
    },
    {
      employee: 'jan',
      start: fri,
      end: fri,
      arrival: '12:30',
      duration: 3.5,
      project: p.rijwoningen,
      description: 'Kozijnen stellen blok A',
    },

    // Colleagues on jan's projects and orders
    {
      employee: 'piet',
      start: mon,
      end: wed,
      arrival: '07:30',
      duration: 8,
      project: p.school,
      description: 'Sloopwerk lokalen 3 en 4',
    },
    {
      employee: 'piet',
      start: thu,
      end: thu,
      arrival: '07:30',
      duration: 3,
      workOrder: o.cvKetel,
      description: 'Storing cv-ketel',
    },
    {
      employee: 'piet',
      start: thu,
      end: thu,
      arrival: '11:00',
      duration: 5,
      project: p.school,
      description: 'Metselwerk lokaal 4',
    },
    {
      employee: 'piet',
      start: fri,
      end: fri,
      arrival: '07:30',
      duration: 7.5,
      project: p.school,
      description: 'Metselwerk lokaal 4',
    },
    {
      employee: 'mohammed',
      start: mon,
      end: tue,
      arrival: '07:30',
      duration: 8,
      project: p.school,
      description: 'Sloopwerk lokalen 3 en 4',
    },
    {
      employee: 'mohammed',
      start: wed,
      end: fri,
      arrival: '08:00',
      duration: 8,
      project: p.regie,
      description: 'Klein onderhoud stadskantoor',
    },
    {
      employee: 'sanne',
      start: mon,
      end: tue,
      arrival: '08:00',
      duration: 8,
      project: p.kantoor,
      description: 'Metal-stud wanden 2e verdieping',
    },
    {
      employee: 'sanne',
      start: wed,
      end: wed,
      arrival: '07:30',
      duration: 2,
      project: p.kantoor,
      description: 'Materiaal uitzetten',
    },
    {
      employee: 'sanne',
      start: wed,
      end: wed,
      arrival: '09:30',
      duration: 6.5,
      project: p.badkamer,
      description: 'Leidingwerk badkamer',
    },
    {
      employee: 'sanne',
      start: thu,
      end: thu,
      arrival: '07:30',
      duration: 3,
      project: p.kantoor,
      description: 'Plafonds',
    },
    {
      employee: 'sanne',
      start: thu,
      end: thu,
      arrival: '11:00',
      duration: 4.5,
      workOrder: o.groepenkast,
      description: 'Groepenkast vervangen',
    },
    {
      employee: 'sanne',
      start: fri,
      end: fri,
      arrival: '08:00',
      duration: 7.5,
      project: p.kantoor,
      description: 'Plafonds',
    },
    {
      employee: 'ruud',
      start: mon,
      end: fri,
      arrival: '07:00',
      duration: 8,
      project: p.rijwoningen,
      description: 'Casco blok B',
    },

    // els and kees on the housing project
    {
      employee: 'els',
      start: mon,
      end: tue,
      arrival: '07:00',
      duration: 8,
      project: p.rijwoningen,
      description: 'Binnenwanden blok B',
    },
    {
      employee: 'els',
      start: wed,
      end: wed,
      arrival: '08:00',
      duration: 4,
      workOrder: o.dakgoot,
      description: 'Lekkage dakgoot',
    },
    {
      employee: 'els',
      start: wed,
      end: wed,
      arrival: '12:30',
      duration: 4,
      project: p.rijwoningen,
      description: 'Binnenwanden blok B',
    },
    {
      employee: 'els',
      start: thu,
      end: fri,
      arrival: '07:00',
      duration: 8,
      project: p.rijwoningen,
      description: 'Kozijnen stellen blok A',
    },
    {
      employee: 'kees',
      start: mon,
      end: thu,
      arrival: '07:00',
      duration: 8,
      project: p.rijwoningen,
      description: 'Casco blok B',
    },
    {
      employee: 'kees',
      start: fri,
      end: fri,
      arrival: '08:00',
      duration: 7.5,
      indirect: 'Verlof',
      description: 'Vrije dag',
    },
  ];
}

/** What is done on a project day and by which subcontractor (the worker-details modal shows their phone). */
export function demoPlanningItems(cal: SeedCalendar): PlanningItemSpec[] {
  const { projects: p } = demoCodes(cal.year);
  const [mon, tue, wed, thu] = cal.week;
  return [
    {
      project: p.school,
      date: mon,
      description: 'Sloopwerk lokalen 3 en 4',
      works: [
        { description: 'Asbestinventarisatie controleren vóór de sloop', relation: 'hamer' },
        { description: 'Steiger plaatsen achtergevel', relation: 'steiger' },
      ],
    },
    {
      project: p.school,
      date: tue,
      description: 'Elektra: nieuwe groepen en leidingwerk lokaal 3',
      works: [{ description: 'Leidingwerk en inbouwdozen lokaal 3', relation: 'bos' }],
    },
    {
      project: p.school,
      date: wed,
      description: 'Afwerking lokaal 4',
      works: [
        { description: 'Kozijnen gronden en aflakken', relation: 'peters' },
        // Own staff: no company to call.
        { description: 'Bouwafval afvoeren' },
      ],
    },
    {
      project: p.rijwoningen,
      date: mon,
      description: 'Storten begane grondvloer blok B',
      works: [
        { description: 'Levering betonmortel C20/25 om 07:00', relation: 'beton' },
        { description: 'Betonpomp 36 m', relation: 'beton' },
      ],
    },
    {
      project: p.rijwoningen,
      date: thu,
      description: 'Kozijnen stellen blok A',
      works: [{ description: 'Levering kozijnen bouwnummers 1 tot en met 6', relation: 'sticht' }],
    },
    {
      project: p.badkamer,
      date: wed,
      description: 'Sloop en leidingwerk badkamer',
      works: [{ description: 'Tegelwerk vanaf vrijdag', relation: 'ozturk' }],
    },
    // A day with a note but no subcontractors.
    { project: p.kantoor, date: mon, description: 'Wanden uitzetten 2e verdieping', works: [] },
  ];
}
