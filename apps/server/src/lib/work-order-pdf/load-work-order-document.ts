import type { Repositories } from '../../repositories';
import { logoPng } from '../pdf/logo';
import type { WorkOrderDocument } from './work-order-document';

/** The werkbon's data for the company's order, or undefined when the company has no such order. */
export async function loadWorkOrderDocument(
  repos: Repositories,
  companyId: number,
  orderId: number,
  madeAt: Date,
): Promise<WorkOrderDocument | undefined> {
  const order = await repos.workOrders.find(companyId, orderId);
  if (!order) return undefined;
  const [company, employees, hours, materials, thumbnails, signature] = await Promise.all([
    repos.workOrderDocument.company(companyId),
    repos.workOrderDocument.employees(companyId, orderId),
    repos.workOrderDocument.hours(companyId, orderId),
    repos.workOrderDocument.materials(companyId, orderId),
    repos.workOrderPhotos.thumbnails(companyId, orderId),
    repos.workOrders.latestSignature(companyId, orderId),
  ]);
  return {
    company: { name: company.name, logo: await logoPng(company.logo, company.logo_mime) },
    order: {
      nummer: order.nummer,
      customer: order.customer,
      address: order.address,
      externalReference: order.external_reference,
      externalOrder: order.external_order,
      description: order.description,
      orderDescription: order.order_description,
    },
    employees,
    hours,
    materials,
    photos: thumbnails.map((t) => ({
      data: Buffer.from(t.thumbnail_jpeg),
      width: t.thumbnail_width,
      height: t.thumbnail_height,
    })),
    signature: signature
      ? { png: Buffer.from(signature.signature_png), signerName: signature.signer_name, signedAt: signature.signed_at }
      : null,
    madeAt,
  };
}
