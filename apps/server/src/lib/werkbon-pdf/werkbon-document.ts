import type { WerkbonHourLine, WerkbonMaterialLine } from '../../repositories/werkbon-document-repository';

export type { WerkbonHourLine, WerkbonMaterialLine };

/** An image as stored: bytes with their pixel size where known (JPEG thumbnails, the signature's PNG). */
export interface WerkbonImage {
  data: Buffer;
  width: number;
  height: number;
}

/** Everything the werkbon PDF shows, as plain data: the layout is tested by building it and parsing the output. */
export interface WerkbonDocument {
  company: { name: string; logo: WerkbonImage | null };
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
  hours: WerkbonHourLine[];
  materials: WerkbonMaterialLine[];
  photos: WerkbonImage[];
  signature: { png: Buffer; signerName: string | null; signedAt: Date } | null;
  /** When the PDF was asked for: its creation date and footer (the only thing that differs between two requests). */
  madeAt: Date;
}
