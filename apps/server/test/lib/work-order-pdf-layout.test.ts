import { describe, expect, it } from 'vitest';
import { renderWorkOrderPdf, type WorkOrderDocument } from '../../src/lib/work-order-pdf';

/** Each text item's string with the top and bottom of its line (pdfjs' y grows upward). */
async function textLines(pdf: Buffer) {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const content = await (await document.getPage(1)).getTextContent();
  await document.destroy();
  return content.items.flatMap((item) =>
    'str' in item && item.str.trim() ? [{ text: item.str, y: item.transform[5] as number, height: item.height }] : [],
  );
}

const order: WorkOrderDocument['order'] = {
  nummer: 'WB25-0042',
  customer: 'Fam. de Vries',
  address: { name: 'Woning', street: 'Dorpsstraat 1', postal: '1234 AB', city: 'Ede', telephone: '' },
  externalReference: 'P-2025-118',
  externalOrder: 'EXT-WB-99812',
  description: 'Cv-ketel vervangen',
  orderDescription: 'Oude ketel afvoeren, nieuwe ketel plaatsen en inregelen.',
};

describe('the werkbon PDF details', () => {
  it('gives every label its own lines: the next row starts below a label that wraps', async () => {
    const data: WorkOrderDocument = {
      company: { name: 'Demo Bouw', logo: null },
      order,
      employees: ['Jan Jansen'],
      hours: [],
      materials: [],
      photos: [],
      signature: null,
      madeAt: new Date('2026-11-26T08:00:00Z'),
    };
    const lines = await textLines(await renderWorkOrderPdf(data));
    const rowOf = (text: string) => lines.filter((line) => line.text.includes(text));
    const external = [...rowOf('Extern'), ...rowOf('werkbonnummer'), ...rowOf('EXT-WB-99812')];
    const [description] = rowOf('Cv-ketel vervangen');
    expect(external.length).toBeGreaterThan(0);
    // Each line of the external order number's row ends above the description's row begins.
    for (const line of external) expect(line.y - line.height).toBeGreaterThanOrEqual(description!.y);
  });
});
