import type { PdfCompany, PdfImage } from '../pdf/document';
import type { WorkOrderHourLine, WorkOrderMaterialLine } from '../../repositories/work-order-document-repository';

export type { WorkOrderHourLine, WorkOrderMaterialLine };

/** Everything the werkbon PDF shows, as plain data: the layout is tested by building it and parsing the output. */
export interface WorkOrderDocument {
  company: PdfCompany;
  order: {
    nummer: string;
    customer: string;
    address: { name: string; street: string; postal: string; city: string; telephone: string };
    externalReference: string;
    externalOrder: string;
    description: string;
    orderDescription: string;
  };
  employees: string[];
  hours: WorkOrderHourLine[];
  materials: WorkOrderMaterialLine[];
  photos: PdfImage[];
  signature: { png: Buffer; signerName: string | null; signedAt: Date } | null;
  /** When the PDF was asked for: its creation date and footer (the only thing that differs between two requests). */
  madeAt: Date;
}
