/**
 * The material catalogue, as the calculation package would export it: parent groups (code "01", description
 * "Bevestigingsmaterialen") holding groups ("0101" "Schroeven") holding lines. Lines are generated systematically from a product and its sizes,
 * the way real catalogues list one article per size, which gives several hundred realistic lines from a short
 * table and keeps the seed deterministic.
 */

/** The units the app offers (specification section 9); nothing else may be stored. */
export const MATERIAL_UNITS = ['stuks', 'm1', 'm2', 'm3', 'doos', 'bbag', 'kg', 'liter', 'km'] as const;
export type MaterialUnit = (typeof MATERIAL_UNITS)[number];

export interface CatalogueLine {
  parentGroupCode: string;
  parentGroupDescription: string;
  groupCode: string;
  groupDescription: string;
  code: string;
  description: string;
  unit: MaterialUnit;
  /** The default quantity the catalogue suggests (packaging size); 0 when none. */
  quantity: number;
}

/** A product with its variants: each variant becomes one line, the template's {} replaced by the variant. */
interface Product {
  template: string;
  variants: readonly (string | number)[];
  unit: MaterialUnit;
  quantity?: number;
}

interface Group {
  description: string;
  products: readonly Product[];
}

interface ParentGroup {
  description: string;
  groups: readonly Group[];
}

const p = (template: string, variants: readonly (string | number)[], unit: MaterialUnit, quantity = 0): Product => ({
  template,
  variants,
  unit,
  quantity,
});
/** A product without sizes. */
const one = (description: string, unit: MaterialUnit, quantity = 0): Product => p(description, [''], unit, quantity);

const DEMO_CATALOGUE: readonly ParentGroup[] = [
  {
    description: 'Bevestigingsmaterialen',
    groups: [
      {
        description: 'Schroeven',
        products: [
          p('Spaanplaatschroef verzinkt 4,0x{} mm', [20, 30, 40, 50, 60], 'doos', 200),
          p('Spaanplaatschroef verzinkt 5,0x{} mm', [50, 60, 70, 80, 100], 'doos', 200),
          p('Spaanplaatschroef RVS A2 4,5x{} mm', [30, 40, 50, 60], 'doos', 200),
          p('Houtbouwschroef tellerkop 6,0x{} mm', [80, 100, 120, 160, 200], 'doos', 100),
          p('Gipsplaatschroef snelbouw 3,5x{} mm', [25, 35, 45], 'doos', 1000),
        ],
      },
      {
        description: 'Pluggen',
        products: [
          p('Nylon plug {} mm', [5, 6, 8, 10, 12], 'doos', 100),
          p('Hollewandplug metaal M{}', [4, 5, 6], 'doos', 50),
          p('Kozijnplug 10x{} mm', [80, 100, 120, 140], 'doos', 50),
          p('Universele plug {} mm', [6, 8, 10], 'doos', 100),
        ],
      },
      {
        description: 'Bouten en moeren',
        products: [
          p('Slotbout verzinkt M10x{} mm', [60, 80, 100, 120, 160], 'stuks'),
          p('Zeskantmoer verzinkt M{}', [6, 8, 10, 12], 'doos', 100),
          p('Sluitring verzinkt M{}', [6, 8, 10, 12], 'doos', 100),
          p('Draadeind verzinkt M{} 1 meter', [8, 10, 12], 'stuks'),
          p('Keilbout verzinkt M{}', [8, 10, 12], 'stuks'),
        ],
      },
      {
        description: 'Spijkers en nieten',
        products: [
          p('Draadnagel blank {} mm', [40, 50, 60, 70, 90, 100], 'kg'),
          p('Draadnagel verzinkt {} mm', [50, 70, 90], 'kg'),
          p('Nieten type 140 {} mm', [8, 10, 12, 14], 'doos', 1000),
        ],
      },
      {
        description: 'Lijmen en kitten',
        products: [
          p('Sanitairkit {} 300 ml', ['wit', 'transparant', 'grijs', 'antraciet'], 'stuks'),
          p('Acrylaatkit {} 310 ml', ['wit', 'grijs'], 'stuks'),
          p('Montagekit {} 290 ml', ['wit', 'transparant'], 'stuks'),
          one('PU-schuim pistoolbus 750 ml', 'stuks'),
          one('Brandwerend PU-schuim 750 ml', 'stuks'),
          one('Houtlijm D3 750 gram', 'stuks'),
        ],
      },
    ],
  },
  {
    description: 'Elektra',
    groups: [
      {
        description: 'Installatiedraad en kabel',
        products: [
          p('VD-draad 2,5 mm² {}', ['bruin', 'blauw', 'geel/groen', 'zwart', 'grijs'], 'm1', 100),
          p('VD-draad 1,5 mm² {}', ['bruin', 'blauw', 'geel/groen', 'zwart'], 'm1', 100),
          p('VD-draad 6 mm² {}', ['bruin', 'blauw', 'geel/groen'], 'm1', 100),
          p('YMvK-kabel {} mm²', ['3x1,5', '3x2,5', '5x2,5', '5x6', '5x10'], 'm1'),
          p('XMvK-kabel {} mm²', ['3x2,5', '5x2,5', '5x4'], 'm1'),
          p('UTP-kabel CAT6 {}', ['grijs', 'blauw'], 'm1', 305),
        ],
      },
      {
        description: 'Buis en dozen',
        products: [
          p('PVC-installatiebuis {} mm, lengte 4 m', [16, 19, 25], 'stuks'),
          p('Flexibele installatiebuis {} mm', [16, 19, 25], 'm1', 50),
          p('Inbouwdoos {}', ['1-voudig', '2-voudig', 'hollewand 1-voudig', 'hollewand 2-voudig'], 'stuks'),
          one('Centraaldoos met deksel', 'stuks'),
          one('Lasdoos opbouw IP55', 'stuks'),
          p('Buisklem {} mm', [16, 19, 25], 'doos', 100),
        ],
      },
      {
        description: 'Schakelmateriaal',
        products: [
          p(
            '{} inbouw wit',
            ['Enkelpolige schakelaar', 'Wisselschakelaar', 'Serieschakelaar', 'Kruisschakelaar', 'Pulsdrukker'],
            'stuks',
          ),
          p('Wandcontactdoos randaarde {} inbouw wit', ['enkel', 'dubbel'], 'stuks'),
          p('LED-dimmer {}', ['5-150 W inbouw', '3-100 W inbouw', 'draaidimmer opbouw'], 'stuks'),
          p('Afdekraam {} wit', ['1-voudig', '2-voudig', '3-voudig'], 'stuks'),
        ],
      },
      {
        description: 'Verdeelinrichting',
        products: [
          p('Installatieautomaat 1P+N {}', ['B16', 'B20', 'C16', 'C20'], 'stuks'),
          p('Aardlekschakelaar 40A 30mA {}', ['2P', '4P'], 'stuks'),
          p('Aardlekautomaat 1P+N {} 30mA', ['B16', 'C16'], 'stuks'),
          p('Groepenkast {}', ['6 groepen 2 ALS', '8 groepen 2 ALS', '12 groepen 3-fase'], 'stuks'),
          one('Kamstaaf 1-fase 12 modules', 'stuks'),
        ],
      },
      {
        description: 'Verlichting',
        products: [
          p('LED-inbouwspot {} 2700K dimbaar', ['5 W', '6 W', '8 W'], 'stuks'),
          p('LED-paneel 60x60 cm {}', ['30 W', '36 W'], 'stuks'),
          p('LED-armatuur waterdicht {}', ['120 cm', '150 cm'], 'stuks'),
          one('Noodverlichting opbouw 1 uur', 'stuks'),
          one('Bewegingsmelder plafond 360°', 'stuks'),
        ],
      },
    ],
  },
  {
    description: 'Sanitair',
    groups: [
      {
        description: 'Koperen buis en fittingen',
        products: [
          p('Koperen buis {} mm, lengte 5 m', [12, 15, 22, 28], 'stuks'),
          p('Knelkoppeling recht {} mm', [12, 15, 22, 28], 'stuks'),
          p('Soldeerbocht 90° {} mm', [15, 22, 28], 'stuks'),
          p('Soldeer T-stuk {} mm', [15, 22, 28], 'stuks'),
          p('Perskoppeling recht {} mm', [15, 22, 28], 'stuks'),
        ],
      },
      {
        description: 'PVC-afvoer',
        products: [
          p('PVC-afvoerbuis {} mm', [32, 40, 50, 75, 110], 'm1'),
          p('PVC-bocht 45° {} mm', [40, 50, 110], 'stuks'),
          p('PVC-bocht 87° {} mm', [40, 50, 110], 'stuks'),
          p('PVC-lijm {}', ['125 ml', '250 ml'], 'stuks'),
          one('Stankafsluiter wastafel 5/4"', 'stuks'),
        ],
      },
      {
        description: 'Kranen en toestellen',
        products: [
          p(
            '{} chroom',
            ['Wastafelmengkraan', 'Keukenmengkraan', 'Thermostatische douchekraan', 'Badmengkraan'],
            'stuks',
          ),
          p('Wandcloset {}', ['standaard', 'randloos'], 'stuks'),
          p('Inbouwreservoir {}', ['standaard', 'laag model'], 'stuks'),
          p('Wastafel porselein {} cm', [50, 60, 80], 'stuks'),
          one('Fonteincombinatie compleet', 'stuks'),
        ],
      },
      {
        description: 'Afdichting',
        products: [
          p('Teflontape {} mm', [12, 19], 'stuks'),
          one('Hennep 40 gram', 'stuks'),
          one('Fermit afdichtingspasta 150 gram', 'stuks'),
          p('Fiberpakking {}', ['1/2"', '3/4"', '1"'], 'doos', 25),
        ],
      },
    ],
  },
  {
    description: 'Hout en plaatmateriaal',
    groups: [
      {
        description: 'Vurenhout',
        products: [
          p('Vuren geschaafd {} mm', ['18x44', '22x50', '28x70', '44x44', '44x69', '44x94', '69x69'], 'm1'),
          p('Vuren ruw {} mm', ['38x89', '38x120', '50x150', '71x171'], 'm1'),
          p('Panlat vuren {} mm', ['22x32', '19x38'], 'm1'),
        ],
      },
      {
        description: 'Plaatmateriaal',
        products: [
          p('Multiplex berken {} mm 122x244 cm', [9, 12, 18], 'stuks'),
          p('OSB3 {} mm', [12, 18, 22], 'm2'),
          p('MDF {} mm 122x244 cm', [6, 12, 18], 'stuks'),
          p('Gipskartonplaat {} mm', ['9,5', '12,5', '12,5 vochtwerend'], 'm2'),
          p('Underlayment {} mm', [12, 18], 'm2'),
        ],
      },
      {
        description: 'Isolatie',
        products: [
          p('Glaswol deken {} mm', [60, 100, 140], 'm2'),
          p('PIR-isolatieplaat {} mm', [50, 80, 100, 120], 'm2'),
          p('Steenwol plaat {} mm', [50, 80], 'm2'),
          one('Dampremmende folie', 'm2'),
        ],
      },
      {
        description: 'Kozijnen en deuren',
        products: [
          p('Binnendeur opdek {} cm', ['83x201,5', '88x211,5', '93x231,5'], 'stuks'),
          p('Stalen binnendeurkozijn {} cm', ['88x211,5', '93x231,5'], 'stuks'),
          p('Scharnier {}', ['89x89 mm', '76x76 mm'], 'stuks'),
          one('Insteekslot loopslot', 'stuks'),
        ],
      },
    ],
  },
  {
    description: 'Metselwerk en beton',
    groups: [
      {
        description: 'Mortels en cement',
        products: [
          p('Metselmortel {} zak 25 kg', ['grijs', 'antraciet'], 'stuks'),
          one('Cement CEM III 25 kg', 'stuks'),
          one('Tegellijm flexibel 25 kg', 'stuks'),
          one('Voegmortel grijs 5 kg', 'stuks'),
          p('Betonmortel {}', ['C20/25', 'C30/37'], 'm3'),
          p('{} big bag', ['Metselzand', 'Betonzand', 'Ophoogzand', 'Grind 4-16 mm'], 'bbag'),
        ],
      },
      {
        description: 'Stenen en blokken',
        products: [
          p('Kalkzandsteen lijmblok {} mm', [100, 150, 214], 'm2'),
          p('Baksteen waalformaat {}', ['rood', 'geel', 'bruin genuanceerd'], 'stuks'),
          p('Cellenbetonblok {} mm', [70, 100], 'm2'),
          one('Betonsteen 21x10x8 cm', 'stuks'),
        ],
      },
      {
        description: 'Wapening',
        products: [
          p('Betonstaal B500B Ø{} mm', [8, 10, 12, 16], 'kg'),
          p('Wapeningsnet {}', ['150x150x6 mm', '150x150x8 mm'], 'stuks'),
          one('Afstandhouder 30 mm', 'doos', 250),
          one('Binddraad 1,4 mm', 'kg'),
        ],
      },
    ],
  },
  {
    description: 'Verf en afwerking',
    groups: [
      {
        description: 'Verf',
        products: [
          p('Muurverf mat {}', ['wit', 'gebroken wit', 'lichtgrijs'], 'liter'),
          p('Grondverf {}', ['wit', 'grijs'], 'liter'),
          p('Lakverf hoogglans {}', ['wit', 'RAL 9010', 'RAL 7016'], 'liter'),
          one('Voorstrijkmiddel', 'liter'),
        ],
      },
      {
        description: 'Schuur- en afplakmateriaal',
        products: [
          p('Schuurpapier korrel {}', [80, 120, 180, 240], 'doos', 50),
          p('Afplakband {} mm', [25, 38, 50], 'stuks'),
          one('Stucloper 1 x 25 m', 'stuks'),
          one('Afdekfolie 4 x 5 m', 'stuks'),
        ],
      },
      {
        description: 'Tegels',
        products: [
          p('Wandtegel wit glans {} cm', ['15x15', '20x25', '30x60'], 'm2'),
          p('Vloertegel keramisch {} cm', ['30x30 antraciet', '60x60 beige', '60x60 grijs'], 'm2'),
          p('Tegelprofiel aluminium {} mm', [8, 10], 'stuks'),
        ],
      },
    ],
  },
  {
    description: 'Verwarming en ventilatie',
    groups: [
      {
        description: 'Radiatoren',
        products: [
          p('Paneelradiator type 22 600x{} mm', [400, 600, 800, 1000, 1200, 1400, 1600], 'stuks'),
          p('Radiatorkraan {}', ['thermostatisch', 'handbediend'], 'stuks'),
          p('Radiatorbeugel {}', ['standaard', 'vloerconsole'], 'stuks'),
        ],
      },
      {
        description: 'Leidingwerk verwarming',
        products: [
          p('Meerlagenbuis {} mm', ['16x2', '20x2', '26x3'], 'm1'),
          p('Persfitting meerlagen {} mm', ['16 recht', '16 knie', '20 recht', '20 knie', '20 T-stuk'], 'stuks'),
          p('Leidingisolatie {} mm', ['15x9', '22x13', '28x13'], 'm1'),
          one('Vulslang cv-ketel', 'stuks'),
          one('Expansievat 18 liter', 'stuks'),
        ],
      },
      {
        description: 'Ventilatie',
        products: [
          p('Ventilatieventiel {} mm', [100, 125], 'stuks'),
          p('Spirobuis {} mm', [125, 150, 160], 'm1'),
          p('Flexibele ventilatieslang geïsoleerd {} mm', [125, 160], 'm1'),
          one('Mechanische ventilatie-unit woning', 'stuks'),
        ],
      },
    ],
  },
  {
    description: 'Dak en gevel',
    groups: [
      {
        description: 'Dakbedekking',
        products: [
          p('Bitumen dakrol {}', ['APP 4 mm', 'SBS 4 mm', 'onderlaag V50/16'], 'm2'),
          p('EPDM dakfolie {} mm', ['1,14', '1,52'], 'm2'),
          p('Dakpan keramisch {}', ['rood', 'antraciet'], 'stuks'),
          one('Dakbeschot underlayment', 'm2'),
        ],
      },
      {
        description: 'Hemelwaterafvoer',
        products: [
          p('Zinken mastgoot {}', ['ZM 28', 'ZM 33'], 'm1'),
          p('HWA-buis PVC {} mm', [70, 80, 100], 'm1'),
          p('HWA-bocht PVC {} mm', [70, 80], 'stuks'),
          one('Bladvanger 80 mm', 'stuks'),
        ],
      },
      {
        description: 'Gevelafwerking',
        products: [
          p('Rabatdelen {}', ['vuren gegrond', 'red cedar'], 'm2'),
          one('Waterslagprofiel aluminium', 'm1'),
          one('Kitrugvulling 10 mm', 'm1'),
        ],
      },
    ],
  },
  {
    description: 'Transport en afvoer',
    groups: [
      {
        description: 'Afvoer',
        products: [
          p('Bouw- en sloopafval {}', ['gemengd', 'puin', 'hout'], 'm3'),
          one('Puinzak 1 m3', 'stuks'),
          one('Asbesthoudend afval verpakt', 'kg'),
        ],
      },
      {
        description: 'Transport',
        products: [p('Transport {}', ['bestelbus', 'vrachtwagen met kraan'], 'km'), one('Huur aanhanger', 'stuks')],
      },
    ],
  },
];

/** Acme's small installation catalogue: one parent group, three groups, about twenty lines. */
const ACME_CATALOGUE: readonly ParentGroup[] = [
  {
    description: 'Installatiemateriaal',
    groups: [
      {
        description: 'Warmtepompen',
        products: [
          p('Lucht-waterwarmtepomp {}', ['5 kW', '8 kW', '12 kW'], 'stuks'),
          one('Buffervat 100 liter', 'stuks'),
          one('Trillingsdempers set', 'stuks'),
        ],
      },
      {
        description: 'Leidingwerk',
        products: [
          p('Koelleiding koper {}', ['1/4"', '3/8"', '1/2"', '5/8"'], 'm1'),
          p('Isolatieslang koelleiding {}', ['1/4"', '3/8"', '1/2"'], 'm1'),
          one('Condensafvoerslang 16 mm', 'm1'),
        ],
      },
      {
        description: 'Luchtbehandeling',
        products: [
          p('Luchtkanaal verzinkt {} mm', [160, 200, 250], 'm1'),
          p('Filter {}', ['F7 592x592', 'G4 592x592'], 'stuks'),
          one('Regelklep 200 mm', 'stuks'),
          one('Kanaaltape aluminium', 'stuks'),
        ],
      },
    ],
  },
];

function expand(parents: readonly ParentGroup[]): CatalogueLine[] {
  const lines: CatalogueLine[] = [];
  parents.forEach((parent, pi) => {
    const parentGroupCode = String(pi + 1).padStart(2, '0');
    parent.groups.forEach((group, gi) => {
      const groupCode = `${parentGroupCode}${String(gi + 1).padStart(2, '0')}`;
      let lineNumber = 0;
      for (const product of group.products) {
        for (const variant of product.variants) {
          lineNumber += 1;
          lines.push({
            parentGroupCode,
            parentGroupDescription: parent.description,
            groupCode,
            groupDescription: group.description,
            code: `${groupCode}-${String(lineNumber).padStart(3, '0')}`,
            description: product.template.replace('{}', String(variant)).trim(),
            unit: product.unit,
            quantity: product.quantity ?? 0,
          });
        }
      }
    });
  });
  const seen = new Set<string>();
  for (const line of lines) {
    // Registrations refer to catalogue lines by description, so a duplicate would be ambiguous.
    if (seen.has(line.description)) throw new Error(`Duplicate catalogue description: ${line.description}`);
    seen.add(line.description);
  }
  return lines;
}

export function demoCatalogue(): CatalogueLine[] {
  return expand(DEMO_CATALOGUE);
}

export function acmeCatalogue(): CatalogueLine[] {
  return expand(ACME_CATALOGUE);
}
