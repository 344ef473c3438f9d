import type { SeedCalendar } from './calendar';
import { acmeCatalogue } from './catalogue';
import type { CompanyDataset } from './dataset';
import { drawAcmeLogo } from './logo';
import { ALL_RIGHTS, DEMO_PASSWORD } from './rights';

/**
 * A second, small company. It exists so that company isolation can be tested and demonstrated: signed in
 * as acme/anna nothing of the demo company may show, and the other way round. Its names and codes differ
 * from the demo company's, so a leak is visible at a glance.
 */

export const ACME_COMPANY_CODE = 'acme';

export function buildAcmeDataset(cal: SeedCalendar): CompanyDataset {
  const yy = String(cal.year % 100).padStart(2, '0');
  const warmtepompen = `A${yy}-101`;
  const bakkerij = `A${yy}-102`;
  const storing = `AB${yy}-2001`;
  const filters = `AB${yy}-2002`;
  const [mon, tue, wed, thu, fri] = cal.week;
  const [b0, b1, b2, b3, b4] = cal.lastWeek;

  const hours: CompanyDataset['hourRegistrations'] = [
    ...[b0, b1, b2].map((date) => ({
      employee: 'anna',
      date,
      project: warmtepompen,
      work: 'wp-installatie',
      budget: 'wp-buitendelen',
      hourType: 'Regulier',
      hours: 8,
      validated: 1 as const,
    })),
    { employee: 'anna', date: b3, workOrder: filters, hourType: 'Regulier', hours: 6 },
    { employee: 'anna', date: b4, indirect: 'Vakantie', hours: 8, validated: 1 },
    {
      employee: 'bram',
      date: b0,
      project: warmtepompen,
      work: 'wp-installatie',
      budget: 'wp-binnendelen',
      hourType: 'Regulier',
      hours: 8,
    },
    {
      employee: 'anna',
      date: mon,
      project: warmtepompen,
      work: 'wp-installatie',
      budget: 'wp-buitendelen',
      hourType: 'Regulier',
      hours: 8,
    },
    {
      employee: 'anna',
      date: tue,
      project: warmtepompen,
      work: 'wp-installatie',
      budget: 'wp-binnendelen',
      hourType: 'Regulier',
      hours: 8,
    },
  ];

  const materials: CompanyDataset['materialRegistrations'] = [
    {
      employee: 'anna',
      type: 0,
      date: b0,
      project: warmtepompen,
      work: 'wp-installatie',
      budget: 'wp-buitendelen',
      material: 'Lucht-waterwarmtepomp 8 kW',
      quantity: 2,
    },
    {
      employee: 'anna',
      type: 0,
      date: b1,
      project: warmtepompen,
      work: 'wp-installatie',
      budget: 'wp-buitendelen',
      material: 'Koelleiding koper 3/8"',
      quantity: 24,
    },
    { employee: 'anna', type: 1, date: b3, workOrder: filters, material: 'Filter F7 592x592', quantity: 4 },
    {
      employee: null,
      type: 1,
      isPredefined: true,
      date: wed,
      workOrder: storing,
      material: 'Condensafvoerslang 16 mm',
      quantity: 3,
    },
  ];

  return {
    code: ACME_COMPANY_CODE,
    name: 'Acme Installatietechniek B.V.',
    logoPng: drawAcmeLogo(),
    // A four-day week of nine hours: different from the demo company on purpose.
    workingHours: [9, 9, 9, 9, 0, 0, 0],
    employees: [
      {
        username: 'anna',
        password: DEMO_PASSWORD,
        firstName: 'Anna',
        lastName: 'Kuipers',
        mobile: '06-81234567',
        telephone: '033-4612001',
        rights: ALL_RIGHTS,
      },
      {
        username: 'bram',
        password: DEMO_PASSWORD,
        firstName: 'Bram',
        lastName: 'Verhoeven',
        mobile: '06-82345678',
        telephone: '033-4612002',
        rights: ALL_RIGHTS,
      },
    ],
    hourTypes: [{ omschrijving: 'Regulier' }, { omschrijving: 'Overwerk 150%' }],
    indirectWorkTypes: [{ omschrijving: 'Vakantie' }, { omschrijving: 'Ziekteverzuim' }],
    otherCostTypes: [{ omschrijving: 'Parkeren' }, { omschrijving: 'Hoogwerkerhuur' }],
    relations: [
      {
        key: 'eemland',
        companyName: 'Woningcorporatie Eemland',
        address: 'Stationsplein 20',
        zipCode: '3818 LE',
        city: 'Amersfoort',
        telephone: '033-4221100',
        contacts: ['Lotte Hermans'],
      },
      {
        key: 'vanloon',
        companyName: 'Bakkerij Van Loon',
        address: 'Langestraat 71',
        zipCode: '3811 AC',
        city: 'Amersfoort',
        telephone: '033-4750033',
        contacts: ['Theo van Loon'],
      },
      {
        key: 'vallei',
        companyName: 'Kraanverhuur De Vallei B.V.',
        address: 'Nijverheidsweg-Noord 60',
        zipCode: '3812 PM',
        city: 'Amersfoort',
        telephone: '033-4655500',
        contacts: ['Planning'],
      },
    ],
    projectGroups: ['Utiliteit', 'Woningbouw'],
    projects: [
      {
        code: warmtepompen,
        relation: 'eemland',
        contact: 'Lotte Hermans',
        group: 'Woningbouw',
        customer: 'Woningcorporatie Eemland',
        description: 'Warmtepompen 8 woningen Soesterkwartier',
        address: 'Soesterweg 140',
        postalcode: '3812 BK',
        city: 'Amersfoort',
        phone: '033-4221100',
        year: cal.year,
        status: 1,
        startDate: cal.addDays(mon, -14),
        endDate: cal.addDays(mon, 28),
        works: [
          {
            key: 'wp-installatie',
            omschrijving: 'Installatie warmtepompen',
            soortId: 0,
            created: cal.addDays(mon, -14),
            budgets: [
              { key: 'wp-buitendelen', code: 'A1', omschrijving: 'Buitendelen plaatsen', soort: 0 },
              { key: 'wp-binnendelen', code: 'A2', omschrijving: 'Binnendelen en leidingwerk', soort: 0 },
              { key: 'wp-op', code: 'OP', omschrijving: 'Overige projectkosten', soort: 2 },
            ],
          },
        ],
      },
      {
        code: bakkerij,
        relation: 'vanloon',
        contact: 'Theo van Loon',
        group: 'Utiliteit',
        customer: 'Bakkerij Van Loon',
        description: 'Luchtbehandeling bakkerij',
        address: 'Langestraat 71',
        postalcode: '3811 AC',
        city: 'Amersfoort',
        phone: '033-4750033',
        year: cal.year,
        status: 1,
        startDate: cal.addDays(mon, 7),
        endDate: cal.addDays(mon, 21),
        works: [
          {
            key: 'bk-regie',
            omschrijving: 'Regie luchtbehandeling',
            soortId: 1,
            created: cal.addDays(mon, -3),
            budgets: [],
          },
        ],
      },
    ],
    workOrders: [
      {
        nummer: storing,
        relation: 'eemland',
        orderStatus: 2,
        externalReference: 'EEM-7781',
        externalOrder: '',
        customer: 'Woningcorporatie Eemland',
        addressName: 'Mevr. K. Yildiz',
        street: 'Soesterweg 152',
        postal: '3812 BK',
        city: 'Amersfoort',
        telephone: '06-87654321',
        description: 'Storing warmtepomp',
        orderDescription: 'Warmtepomp geeft foutcode E4; condensafvoer controleren.',
        startDate: wed,
        endDate: wed,
        info: [['Toegangscode', 'Poort 1122']],
      },
      {
        nummer: filters,
        project: bakkerij,
        relation: 'vanloon',
        orderStatus: 3,
        externalReference: '',
        externalOrder: 'PO-3391',
        customer: 'Bakkerij Van Loon',
        addressName: 'Bakkerij Van Loon',
        street: 'Langestraat 71',
        postal: '3811 AC',
        city: 'Amersfoort',
        telephone: '033-4750033',
        description: 'Filters luchtbehandeling vervangen',
        orderDescription: 'Filters F7 in de luchtbehandelingskast vervangen.',
        startDate: b3,
        endDate: b3,
        info: [['Aanmelden', 'Achterom via de Muurhuizen']],
      },
    ],
    catalogue: acmeCatalogue(),
    planning: [
      {
        employee: 'anna',
        start: mon,
        end: tue,
        arrival: '07:45',
        duration: 9,
        project: warmtepompen,
        description: 'Buitendelen woningen 5 tot en met 8',
      },
      {
        employee: 'anna',
        start: wed,
        end: wed,
        arrival: '08:00',
        duration: 3,
        workOrder: storing,
        description: 'Storing warmtepomp',
      },
      { employee: 'anna', start: wed, end: thu, arrival: '12:00', duration: 6, project: warmtepompen },
      { employee: 'bram', start: mon, end: thu, arrival: '07:45', duration: 9, project: warmtepompen },
      { employee: 'bram', start: fri, end: fri, arrival: '08:00', duration: 8, indirect: 'Vakantie' },
    ],
    planningItems: [
      {
        project: warmtepompen,
        date: mon,
        description: 'Kraan voor buitendelen',
        works: [{ description: 'Mobiele kraan 40 ton', relation: 'vallei' }],
      },
    ],
    hourRegistrations: hours.filter((r) => cal.isBeforeToday(r.date)),
    materialRegistrations: materials.filter((r) => r.isPredefined || cal.isBeforeToday(r.date)),
  };
}
