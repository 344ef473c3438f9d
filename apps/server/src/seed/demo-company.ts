import type { SeedCalendar } from './calendar';
import { demoCatalogue } from './catalogue';
import type { CompanyDataset, EmployeeSpec, ProjectSpec, RelationSpec, WorkOrderSpec } from './dataset';
import { demoCodes } from './demo-keys';
import { demoPlanning, demoPlanningItems } from './demo-planning';
import { demoRegistrations } from './demo-registrations';
import { drawDemoLogo } from './logo';
import { ALL_RIGHTS, DEMO_PASSWORD, VIEW_ONLY } from './rights';

/**
 * "Van der Berg Bouw & Installatie B.V.", a mid-sized Utrecht contractor: the company the demo sign-ins use.
 * Each record below exists for a case of the specification (named in the comment next to it), so that
 * every screen and lock can be tried without preparing data first.
 */

export const DEMO_COMPANY_CODE = 'demo';

const EMPLOYEES: EmployeeSpec[] = [
  // The Planbord groups by team: two of them, and els in none ('Zonder team').
  // jan: every right; the main demo account.
  {
    username: 'jan',
    firstName: 'Jan',
    lastName: 'de Vries',
    mobile: '06-12345678',
    telephone: '030-2345601',
    team: 'Bouw',
    rights: ALL_RIGHTS,
  },
  // kees: no registration rights and no project administration, so no Indirect or Projecten.
  {
    username: 'kees',
    firstName: 'Kees',
    lastName: 'Bakker',
    mobile: '06-23456789',
    telephone: '030-2345602',
    team: 'Installatie',
    rights: VIEW_ONLY,
  },
  // els: only validated registrations can be edited.
  {
    username: 'els',
    firstName: 'Els',
    lastName: 'Jansen',
    mobile: '06-34567890',
    telephone: '030-2345603',
    rights: { ...ALL_RIGHTS, validateRegistrationsEnabled: true },
  },
  {
    username: 'piet',
    firstName: 'Piet',
    lastName: 'van Dijk',
    mobile: '06-45678901',
    telephone: '030-2345604',
    team: 'Bouw',
    rights: ALL_RIGHTS,
  },
  {
    username: 'mohammed',
    firstName: 'Mohammed',
    lastName: 'El Amrani',
    mobile: '06-56789012',
    telephone: '030-2345605',
    team: 'Installatie',
    rights: { ...ALL_RIGHTS, aanmakenRegiewerk: 0 },
  },
  {
    username: 'sanne',
    firstName: 'Sanne',
    lastName: 'Visser',
    mobile: '06-67890123',
    telephone: '030-2345606',
    team: 'Installatie',
    rights: ALL_RIGHTS,
  },
  // A colleague without a mobile number: the phone link falls back to the telephone number.
  {
    username: 'ruud',
    firstName: 'Ruud',
    lastName: 'Mulder',
    mobile: '',
    telephone: '030-2345607',
    team: 'Bouw',
    rights: { ...ALL_RIGHTS, boekenOverigeProjectkosten: 0 },
  },
  // An employee who left: inactive accounts cannot sign in.
  {
    username: 'henk',
    firstName: 'Henk',
    lastName: 'de Graaf',
    mobile: '06-78901234',
    telephone: '030-2345608',
    active: false,
    team: 'Bouw',
    rights: ALL_RIGHTS,
  },
].map((e) => ({ ...e, password: DEMO_PASSWORD }));

const RELATIONS: RelationSpec[] = [
  // Customers
  {
    key: 'sou',
    companyName: 'Stichting Openbaar Onderwijs Utrecht',
    address: 'Kanaalweg 24',
    zipCode: '3526 KM',
    city: 'Utrecht',
    telephone: '030-2710400',
    contacts: ['Marieke de Boer', 'Johan Verbeek'],
  },
  {
    key: 'kroon',
    companyName: 'Woonstichting De Kroon',
    address: 'Vleutenseweg 150',
    zipCode: '3532 HN',
    city: 'Utrecht',
    telephone: '030-2934500',
    contacts: ['Ahmed Yilmaz', 'Petra Vos'],
  },
  {
    key: 'amstelland',
    companyName: 'Vastgoed Amstelland B.V.',
    address: 'Maliebaan 45',
    zipCode: '3581 CD',
    city: 'Utrecht',
    telephone: '030-2367788',
    contacts: ['Frank Hoekstra'],
  },
  {
    key: 'gemeente',
    companyName: 'Gemeente Utrecht',
    address: 'Stadsplateau 1',
    zipCode: '3521 AZ',
    city: 'Utrecht',
    telephone: '14 030',
    contacts: ['Ingrid Maas', 'Dennis Kok'],
  },
  {
    key: 'rijnhof',
    companyName: 'Zorggroep Rijnhof',
    address: 'Rijnlaan 88',
    zipCode: '3522 BT',
    city: 'Utrecht',
    telephone: '030-2889100',
    contacts: ['Wilma van Leeuwen'],
  },
  {
    key: 'smit',
    companyName: 'Fam. Smit',
    address: 'Dorpsstraat 21',
    zipCode: '3732 HJ',
    city: 'De Bilt',
    telephone: '06-41239876',
    contacts: ['Gerard Smit'],
  },
  {
    key: 'vve',
    companyName: 'VvE Kanaalstraat 60-88',
    address: 'Kanaalstraat 60',
    zipCode: '3531 CJ',
    city: 'Utrecht',
    telephone: '030-2445120',
    contacts: ['Youssef Benali'],
  },
  // Subcontractors and suppliers, named on the planning items of a project day
  {
    key: 'hamer',
    companyName: 'Sloopbedrijf De Hamer B.V.',
    address: 'Industrieweg 31',
    zipCode: '3542 AD',
    city: 'Utrecht',
    telephone: '030-2412233',
    contacts: ['Rob de Hamer'],
  },
  {
    key: 'steiger',
    companyName: 'Steigerbouw Midden-Nederland B.V.',
    address: 'Nijverheidsweg 7',
    zipCode: '3401 MC',
    city: 'IJsselstein',
    telephone: '030-6881420',
    contacts: ['Erik Jansen'],
  },
  {
    key: 'bos',
    companyName: 'Elektrotechniek Bos V.O.F.',
    address: 'Laan van Vollenhove 3',
    zipCode: '3706 AM',
    city: 'Zeist',
    telephone: '030-6956710',
    contacts: ['Martijn Bos'],
  },
  {
    key: 'peters',
    companyName: 'Schilderwerken Peters',
    address: 'Groenewoudsedijk 54',
    zipCode: '3528 BK',
    city: 'Utrecht',
    telephone: '06-28765410',
    contacts: ['Willem Peters'],
  },
  {
    key: 'beton',
    companyName: 'Betoncentrale Midden B.V.',
    address: 'Cartesiusweg 120',
    zipCode: '3534 BD',
    city: 'Utrecht',
    telephone: '030-2448899',
    contacts: ['Planning'],
  },
  {
    key: 'ozturk',
    companyName: 'Tegelwerken Öztürk',
    address: 'Kanaalweg 9',
    zipCode: '3526 KL',
    city: 'Utrecht',
    telephone: '06-19283746',
    contacts: ['Mehmet Öztürk'],
  },
  {
    key: 'sticht',
    companyName: 'Timmerfabriek Het Sticht B.V.',
    address: 'Atoomweg 40',
    zipCode: '3542 AB',
    city: 'Utrecht',
    telephone: '030-2417070',
    contacts: ['Sandra Mulder'],
  },
  // A relation without a company name: the API must hide it (specification section 3).
  {
    key: 'naamloos',
    companyName: '',
    address: 'Postbus 8500',
    zipCode: '3503 RM',
    city: 'Utrecht',
    telephone: '',
    contacts: ['Onbekend'],
  },
];

/** Named exactly as the create-project wizard offers them, plus an unnamed group that must stay hidden. */
const PROJECT_GROUPS = ['Utiliteit', 'Woningbouw', ''];

function projects(cal: SeedCalendar): ProjectSpec[] {
  const { projects: code } = demoCodes(cal.year);
  const monday = cal.week[0];
  const day = (offset: number) => cal.addDays(monday, offset);
  const previousYear = cal.year - 1;
  return [
    {
      // The main project: works with budgets, stelposten, OP, an inactive budget, an invoiced stelpost and regie.
      code: code.school,
      relation: 'sou',
      contact: 'Marieke de Boer',
      group: 'Utiliteit',
      customer: 'Stichting Openbaar Onderwijs Utrecht',
      description: 'Renovatie Basisschool De Regenboog',
      address: 'Regenboogstraat 4',
      postalcode: '3523 KL',
      city: 'Utrecht',
      phone: '030-2880145',
      year: cal.year,
      status: 1,
      remarkResourcePlanning: 'Schoolplein vóór 08:30 en tussen 12:00 en 13:00 niet toegankelijk voor bouwverkeer.',
      startDate: day(-35),
      endDate: day(56),
      works: [
        {
          key: 'school-ruwbouw',
          omschrijving: 'Ruwbouw',
          soortId: 0,
          created: day(-35),
          budgets: [
            { key: 'school-sloop', code: '01', omschrijving: 'Sloopwerk', soort: 0 },
            { key: 'school-metsel', code: '02', omschrijving: 'Metselwerk', soort: 0 },
            { key: 'school-asbest', code: '09', omschrijving: 'Stelpost asbestsanering', soort: 1 },
          ],
        },
        {
          key: 'school-installaties',
          omschrijving: 'Installaties',
          soortId: 0,
          created: day(-35),
          budgets: [
            { key: 'school-elektra', code: '21', omschrijving: 'Elektrotechnische installatie', soort: 0 },
            { key: 'school-verwarming', code: '22', omschrijving: 'Verwarming', soort: 0 },
            // Invoiced: its registrations can no longer be changed.
            {
              key: 'school-sanitair',
              code: '23',
              omschrijving: 'Stelpost sanitair',
              soort: 1,
              factuurId: cal.year * 10000 + 142,
            },
            // Cancelled in the calculation package: not offered any more.
            {
              key: 'school-brandmelding',
              code: '24',
              omschrijving: 'Brandmeldinstallatie (vervallen)',
              soort: 0,
              active: false,
            },
          ],
        },
        {
          key: 'school-op',
          omschrijving: 'Overige projectkosten',
          soortId: 0,
          created: day(-35),
          budgets: [{ key: 'school-op-kosten', code: 'OP', omschrijving: 'Overige projectkosten', soort: 2 }],
        },
        // Created in the app by jan ("Regiewerk aanmaken"): cost-plus, booked without a part.
        {
          key: 'school-regie',
          omschrijving: 'Meerwerk: extra wandcontactdozen lokaal 3',
          soortId: 1,
          created: day(-12),
          createdBy: 'jan',
          budgets: [],
        },
      ],
    },
    {
      code: code.rijwoningen,
      relation: 'kroon',
      contact: 'Ahmed Yilmaz',
      group: 'Woningbouw',
      customer: 'Woonstichting De Kroon',
      description: 'Nieuwbouw 12 rijwoningen Leidsche Rijn, blok A en B',
      address: 'Veldhuizerweg 2',
      postalcode: '3544 AG',
      city: 'Utrecht',
      phone: '030-2934500',
      year: cal.year,
      status: 1,
      remarkResourcePlanning: 'Bouwkeet bij bouwnummer 12. Sleutel in het sleutelkastje (code 1907).',
      startDate: day(-70),
      endDate: day(120),
      works: [
        {
          key: 'rij-fundering',
          omschrijving: 'Fundering',
          soortId: 0,
          created: day(-70),
          budgets: [
            // Finished and blocked parts: shown locked.
            { key: 'rij-grondwerk', code: '10', omschrijving: 'Grondwerk', soort: 0, isDone: true },
            { key: 'rij-funderingsbalken', code: '11', omschrijving: 'Funderingsbalken', soort: 0, geblokkeerd: true },
          ],
        },
        {
          key: 'rij-casco',
          omschrijving: 'Casco',
          soortId: 0,
          created: day(-70),
          budgets: [
            { key: 'rij-vloeren', code: '20', omschrijving: 'Vloeren', soort: 0 },
            { key: 'rij-wanden', code: '21', omschrijving: 'Binnenwanden kalkzandsteen', soort: 0 },
            { key: 'rij-kozijnen', code: '22', omschrijving: 'Kozijnen stellen', soort: 0 },
          ],
        },
        {
          key: 'rij-afbouw',
          omschrijving: 'Afbouw',
          soortId: 0,
          created: day(-70),
          budgets: [
            { key: 'rij-installaties', code: '30', omschrijving: 'Installaties', soort: 0 },
            { key: 'rij-keukens', code: '31', omschrijving: 'Stelpost keukens', soort: 1 },
          ],
        },
        {
          key: 'rij-op',
          omschrijving: 'Overige projectkosten',
          soortId: 0,
          created: day(-70),
          budgets: [{ key: 'rij-op-kosten', code: 'OP', omschrijving: 'Overige projectkosten', soort: 2 }],
        },
        { key: 'rij-regie', omschrijving: 'Regie kopersmeerwerk', soortId: 1, created: day(-40), budgets: [] },
      ],
    },
    {
      code: code.kantoor,
      relation: 'amstelland',
      contact: 'Frank Hoekstra',
      group: 'Utiliteit',
      customer: 'Vastgoed Amstelland B.V.',
      description: 'Verbouwing kantoor 2e verdieping',
      address: 'Maliebaan 45',
      postalcode: '3581 CD',
      city: 'Utrecht',
      phone: '030-2367788',
      year: cal.year,
      status: 1,
      remarkResourcePlanning: 'Parkeren in de garage onder het pand, pasje bij de receptie.',
      startDate: day(-21),
      endDate: day(35),
      works: [
        {
          key: 'kantoor-afbouw',
          omschrijving: 'Systeemwanden en plafonds',
          soortId: 0,
          created: day(-21),
          budgets: [
            { key: 'kantoor-wanden', code: '01', omschrijving: 'Metal-stud wanden', soort: 0 },
            { key: 'kantoor-plafonds', code: '02', omschrijving: 'Systeemplafonds', soort: 0 },
          ],
        },
        {
          key: 'kantoor-installaties',
          omschrijving: 'Installaties',
          soortId: 0,
          created: day(-21),
          budgets: [
            { key: 'kantoor-elektra', code: '10', omschrijving: 'Elektra en data', soort: 0 },
            { key: 'kantoor-klimaat', code: '11', omschrijving: 'Klimaatinstallatie', soort: 0 },
          ],
        },
        {
          key: 'kantoor-op',
          omschrijving: 'Overige projectkosten',
          soortId: 0,
          created: day(-21),
          budgets: [{ key: 'kantoor-op-kosten', code: 'OP', omschrijving: 'Overige projectkosten', soort: 2 }],
        },
      ],
    },
    {
      // Exactly one work with one part: the part list redirects straight to the booking form.
      code: code.badkamer,
      relation: 'smit',
      contact: 'Gerard Smit',
      group: 'Woningbouw',
      customer: 'Fam. Smit',
      description: 'Badkamerrenovatie',
      address: 'Dorpsstraat 21',
      postalcode: '3732 HJ',
      city: 'De Bilt',
      phone: '06-41239876',
      year: cal.year,
      status: 1,
      remarkResourcePlanning: 'Bewoners zijn thuis; toilet beneden blijft beschikbaar.',
      startDate: day(-2),
      endDate: day(9),
      works: [
        {
          key: 'badkamer-werk',
          omschrijving: 'Badkamer',
          soortId: 0,
          created: day(-10),
          budgets: [{ key: 'badkamer-compleet', code: '01', omschrijving: 'Badkamer compleet', soort: 0 }],
        },
      ],
    },
    {
      // Old project (isOud): the OP button is hidden even though an OP part exists.
      code: code.rijnhof,
      relation: 'rijnhof',
      contact: 'Wilma van Leeuwen',
      group: 'Utiliteit',
      customer: 'Zorggroep Rijnhof',
      description: 'Onderhoud zorgcentrum Rijnhof',
      address: 'Rijnlaan 88',
      postalcode: '3522 BT',
      city: 'Utrecht',
      phone: '030-2889100',
      year: previousYear,
      status: 1,
      isOud: true,
      startDate: `${previousYear}-03-01`,
      endDate: `${previousYear}-12-19`,
      works: [
        {
          key: 'rijnhof-onderhoud',
          omschrijving: 'Planmatig onderhoud',
          soortId: 0,
          isOud: true,
          created: `${previousYear}-03-01`,
          budgets: [
            { key: 'rijnhof-bouwkundig', code: '01', omschrijving: 'Bouwkundig onderhoud', soort: 0 },
            { key: 'rijnhof-installaties', code: '02', omschrijving: 'Installatieonderhoud', soort: 0 },
          ],
        },
        {
          key: 'rijnhof-op',
          omschrijving: 'Overige projectkosten',
          soortId: 0,
          created: `${previousYear}-03-01`,
          budgets: [{ key: 'rijnhof-op-kosten', code: 'OP', omschrijving: 'Overige projectkosten', soort: 2 }],
        },
      ],
    },
    {
      // Finished (isDone): hours, materials, OP and regiewerk are all disabled.
      code: code.werf,
      relation: 'gemeente',
      contact: 'Dennis Kok',
      group: 'Utiliteit',
      customer: 'Gemeente Utrecht',
      description: 'Dakrenovatie gemeentewerf',
      address: 'Kanaalweg 50',
      postalcode: '3526 KM',
      city: 'Utrecht',
      phone: '030-2861500',
      year: previousYear,
      status: 1,
      isDone: true,
      startDate: `${previousYear}-09-01`,
      endDate: day(-28),
      works: [
        {
          key: 'werf-dak',
          omschrijving: 'Dakwerk',
          soortId: 0,
          created: `${previousYear}-09-01`,
          budgets: [
            { key: 'werf-dakbedekking', code: '01', omschrijving: 'Dakbedekking', soort: 0, isDone: true },
            { key: 'werf-hwa', code: '02', omschrijving: 'Hemelwaterafvoer', soort: 0, isDone: true },
          ],
        },
      ],
    },
    {
      // No active administration: the project is locked.
      code: code.lombok,
      relation: 'vve',
      contact: 'Youssef Benali',
      group: 'Woningbouw',
      customer: 'VvE Kanaalstraat 60-88',
      description: 'Gevelrenovatie Kanaalstraat 60-88',
      address: 'Kanaalstraat 60',
      postalcode: '3531 CJ',
      city: 'Utrecht',
      phone: '030-2445120',
      year: cal.year,
      status: 1,
      hasActiveAdministration: false,
      startDate: day(14),
      endDate: day(70),
      works: [
        {
          key: 'lombok-gevel',
          omschrijving: 'Gevel',
          soortId: 0,
          created: day(-7),
          budgets: [
            { key: 'lombok-voegwerk', code: '01', omschrijving: 'Voegwerk', soort: 0 },
            { key: 'lombok-kozijnen', code: '02', omschrijving: 'Kozijnvervanging', soort: 0 },
          ],
        },
      ],
    },
    {
      // Only cost-plus work, in the unnamed project group: booking goes straight to the form (type 4, part 0).
      code: code.regie,
      relation: 'gemeente',
      contact: 'Ingrid Maas',
      group: '',
      customer: 'Gemeente Utrecht',
      description: `Regiewerkzaamheden gemeentelijke panden ${cal.year}`,
      address: 'Stadsplateau 1',
      postalcode: '3521 AZ',
      city: 'Utrecht',
      phone: '14 030',
      year: cal.year,
      soortId: 1,
      status: 1,
      startDate: `${cal.year}-01-02`,
      endDate: `${cal.year}-12-18`,
      works: [
        {
          key: 'regie-werk',
          omschrijving: 'Regie klein onderhoud',
          soortId: 1,
          created: `${cal.year}-01-02`,
          budgets: [],
        },
      ],
    },
  ];
}

function workOrders(cal: SeedCalendar): WorkOrderSpec[] {
  const { orders: nr, projects: code } = demoCodes(cal.year);
  const [, , wed, thu, fri] = cal.week;
  return [
    {
      nummer: nr.cvKetel,
      relation: 'kroon',
      orderStatus: 2,
      externalReference: `DK-${cal.year}-88412`,
      externalOrder: 'MO-448120',
      customer: 'Woonstichting De Kroon',
      addressName: 'Dhr. R. Hendriks',
      street: 'Amsterdamsestraatweg 312',
      postal: '3551 CS',
      city: 'Utrecht',
      telephone: '06-51234987',
      description: 'Storing cv-ketel, geen warm water',
      orderDescription:
        'Cv-ketel controleren en storing verhelpen. Bewoner meldt drukverlies; expansievat en vulslang controleren en zo nodig vervangen.',
      startDate: thu,
      endDate: thu,
      info: [
        ['Sleutel bij buren', 'Nr. 310, mevr. Van Dam'],
        ['Toegangscode', 'Portiek 4471#'],
        ['Huisdieren', 'Kat; binnendeuren dicht houden'],
      ],
    },
    {
      nummer: nr.dakgoot,
      project: code.kantoor,
      relation: 'amstelland',
      orderStatus: 2,
      externalReference: 'VA-OND-2291',
      externalOrder: '4500123987',
      customer: 'Vastgoed Amstelland B.V.',
      addressName: 'Kantoorpand Maliebaan',
      street: 'Maliebaan 45',
      postal: '3581 CD',
      city: 'Utrecht',
      telephone: '030-2367788',
      description: 'Lekkage dakgoot achterzijde',
      orderDescription:
        'Zinken mastgoot achterzijde lekt bij de naad. Goot reinigen, naad solderen en zo nodig een deel vervangen.',
      startDate: wed,
      endDate: wed,
      info: [
        ['Contactpersoon', 'Frank Hoekstra, 06-22334455'],
        ['Hoogwerker', 'Staat op het binnenterrein'],
      ],
    },
    {
      // Predefined materials (the office put them on the order) come with this one.
      nummer: nr.groepenkast,
      relation: 'kroon',
      orderStatus: 2,
      externalReference: `DK-${cal.year}-88530`,
      externalOrder: 'MO-448377',
      customer: 'Woonstichting De Kroon',
      addressName: 'Mevr. S. de Wit',
      street: 'Kanaalweg 112',
      postal: '3526 KT',
      city: 'Utrecht',
      telephone: '06-30987412',
      description: 'Groepenkast vervangen',
      orderDescription:
        'Bestaande groepenkast (4 groepen, geen aardlek) vervangen door een kast met 8 groepen en 2 aardlekschakelaars. Meterkast vooraf met bewoner leegmaken.',
      startDate: thu,
      endDate: thu,
      info: [
        ['Toegangscode', 'Hoofdingang 2580'],
        ['Stroom uitschakelen', 'Afgesproken tussen 11:00 en 15:00'],
      ],
    },
    {
      // Status 3, 'Gereed': locked.
      nummer: nr.ventilatie,
      relation: 'rijnhof',
      orderStatus: 3,
      externalReference: 'RH-TD-0612',
      externalOrder: '',
      customer: 'Zorggroep Rijnhof',
      addressName: 'Zorgcentrum Rijnhof, vleugel B',
      street: 'Rijnlaan 88',
      postal: '3522 BT',
      city: 'Utrecht',
      telephone: '030-2889100',
      description: 'Onderhoud mechanische ventilatie',
      orderDescription:
        'Jaarlijks onderhoud ventilatie-units vleugel B: filters vervangen, ventielen reinigen en inregelen.',
      startDate: cal.lastWeek[2],
      endDate: wed,
      info: [['Melden bij', 'Receptie, vraag naar dhr. Bakker (technische dienst)']],
    },
    {
      // Status 4 and invoiced: 'Gereed', and its registrations are invoiced.
      nummer: nr.keukenkraan,
      relation: 'smit',
      orderStatus: 4,
      factuurId: cal.year * 10000 + 187,
      externalReference: '',
      externalOrder: '',
      customer: 'Fam. Smit',
      addressName: 'Fam. Smit',
      street: 'Dorpsstraat 21',
      postal: '3732 HJ',
      city: 'De Bilt',
      telephone: '06-41239876',
      description: 'Lekkende keukenkraan vervangen',
      orderDescription: 'Keukenmengkraan vervangen en sifon en afvoer controleren.',
      startDate: cal.twoWeeksAgo[2],
      endDate: cal.twoWeeksAgo[2],
      info: [['Sleutel bij buren', 'Nr. 23, fam. Koster']],
    },
    {
      // Still 'In uitvoering' but marked done: locked as well.
      nummer: nr.deurdranger,
      relation: 'gemeente',
      orderStatus: 2,
      isDone: true,
      externalReference: `GU-${cal.year}-00731`,
      externalOrder: 'IO-77120',
      customer: 'Gemeente Utrecht',
      addressName: 'Sporthal Overvecht',
      street: 'Zambesidreef 2',
      postal: '3562 DA',
      city: 'Utrecht',
      telephone: '030-2861234',
      description: 'Deurdranger hoofdingang vervangen',
      orderDescription: 'Deurdranger hoofdingang defect; vervangen door een dranger met vastzetfunctie.',
      startDate: cal.lastWeek[0],
      endDate: cal.lastWeek[0],
      info: [['Sleutel', 'Ophalen bij de beheerder, ingang zijkant']],
    },
    {
      // Not planned on anyone yet.
      nummer: nr.standleiding,
      relation: 'vve',
      orderStatus: 2,
      externalReference: '',
      externalOrder: 'VVE-2024-19',
      customer: 'VvE Kanaalstraat 60-88',
      addressName: 'Dhr. Y. Benali',
      street: 'Kanaalstraat 74',
      postal: '3531 CJ',
      city: 'Utrecht',
      telephone: '06-47382910',
      description: 'Verstopte standleiding',
      orderDescription: 'Standleiding keuken verstopt vanaf 2e verdieping; ontstoppen en met camera inspecteren.',
      startDate: fri,
      endDate: fri,
      info: [['Toegangscode', 'Portiek 0690']],
    },
  ];
}

export function buildDemoDataset(cal: SeedCalendar): CompanyDataset {
  const registrations = demoRegistrations(cal);
  return {
    code: DEMO_COMPANY_CODE,
    name: 'Van der Berg Bouw & Installatie B.V.',
    logoPng: drawDemoLogo(),
    workingHours: [8, 8, 8, 8, 7.5, 0, 0],
    employees: EMPLOYEES,
    hourTypes: [
      { omschrijving: 'Normaal', isDefault: true },
      { omschrijving: 'Overwerk 125%' },
      { omschrijving: 'Overwerk 150%' },
      { omschrijving: 'Reisuren' },
      { omschrijving: 'Werkvoorbereiding' },
      // No longer used: inactive types are not offered.
      { omschrijving: 'Wachturen', active: false },
    ],
    indirectWorkTypes: [
      { omschrijving: 'Verlof' },
      { omschrijving: 'Ziekte' },
      { omschrijving: 'Dokter/tandarts' },
      { omschrijving: 'Feestdag' },
      { omschrijving: 'Opleiding' },
      { omschrijving: 'Kort verzuim' },
      { omschrijving: 'Bijzonder verlof' },
    ],
    otherCostTypes: [
      { omschrijving: 'Parkeerkosten' },
      { omschrijving: 'Containerhuur' },
      { omschrijving: 'Stortkosten' },
      { omschrijving: 'Kilometervergoeding' },
      { omschrijving: 'Materieelhuur' },
      { omschrijving: 'Reiskosten openbaar vervoer' },
    ],
    relations: RELATIONS,
    projectGroups: PROJECT_GROUPS,
    projects: projects(cal),
    workOrders: workOrders(cal),
    catalogue: demoCatalogue(),
    planning: demoPlanning(cal),
    planningItems: demoPlanningItems(cal),
    hourRegistrations: registrations.hours,
    materialRegistrations: registrations.materials,
  };
}
