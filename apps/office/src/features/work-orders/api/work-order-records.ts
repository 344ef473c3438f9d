import type { OfficeWorkOrderPhoto, OfficeWorkOrderRegistrations, OfficeWorkOrderSignature } from '@bouwwerk/domain';
import { queryOptions } from '@tanstack/react-query';
import { keys } from '../../../api/keys';
import { api } from '../../../lib/api-client';

/**
 * What the field booked and made on a work order. The photos and the PDF are plain addresses: the browser
 * sends the session cookie with a same-origin GET of an <img> or a link by itself.
 */
const orderPath = (id: number) => `/office/v1/work-orders/${id}`;

export const workOrderFiles = {
  photo: (id: number, photoId: number) => `${orderPath(id)}/photos/${photoId}`,
  thumbnail: (id: number, photoId: number) => `${orderPath(id)}/photos/${photoId}/thumbnail`,
  pdf: (id: number) => `${orderPath(id)}/pdf`,
};

export const workOrderRegistrationsQuery = (id: number) =>
  queryOptions({
    queryKey: [...keys.workOrder(id), 'registrations'],
    queryFn: ({ signal }) => api<OfficeWorkOrderRegistrations>(`${orderPath(id)}/registrations`, { signal }),
  });

export const workOrderPhotosQuery = (id: number) =>
  queryOptions({
    queryKey: [...keys.workOrder(id), 'photos'],
    queryFn: ({ signal }) =>
      api<{ photos: OfficeWorkOrderPhoto[] }>(`${orderPath(id)}/photos`, { signal }).then((answer) => answer.photos),
  });

export const workOrderSignatureQuery = (id: number) =>
  queryOptions({
    queryKey: [...keys.workOrder(id), 'signature'],
    queryFn: ({ signal }) =>
      api<OfficeWorkOrderSignature>(`${orderPath(id)}/signature`, { signal }).then((answer) => answer.signature),
  });
