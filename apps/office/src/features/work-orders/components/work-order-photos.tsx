import type { OfficeWorkOrderPhoto } from '@bouwwerk/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { nl } from '../../../i18n/nl';
import { formatDateTime } from '../../../lib/dates';
import { workOrderFiles, workOrderPhotosQuery } from '../api/work-order-records';
import { RecordSection } from './record-section';

const texts = nl.workOrderRecords;
const label = (photo: OfficeWorkOrderPhoto) => texts.photoLabel(photo.employeeName, formatDateTime(photo.takenAt));

interface PhotoGridProps {
  orderId: number;
  photos: OfficeWorkOrderPhoto[];
}

function PhotoGrid({ orderId, photos }: PhotoGridProps) {
  const [open, setOpen] = useState<OfficeWorkOrderPhoto | null>(null);
  if (photos.length === 0) return <p className="muted">{texts.photosNone}</p>;
  return (
    <>
      <ul className="work-order-photos">
        {photos.map((photo) => (
          <li key={photo.id}>
            <button
              type="button"
              className="work-order-photos__open"
              aria-label={texts.photoOpen(photo.employeeName, formatDateTime(photo.takenAt))}
              onClick={() => setOpen(photo)}
            >
              <img src={workOrderFiles.thumbnail(orderId, photo.id)} alt="" loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      {open ? (
        <Dialog title={label(open)} onClose={() => setOpen(null)}>
          <img
            className="work-order-photos__full"
            src={workOrderFiles.photo(orderId, open.id)}
            alt={label(open)}
            width={open.width}
            height={open.height}
          />
        </Dialog>
      ) : null}
    </>
  );
}

/** "Foto's" on a work order's page: the thumbnails of what the employees photographed, each opened large. */
export function WorkOrderPhotos({ orderId }: { orderId: number }) {
  const query = useQuery(workOrderPhotosQuery(orderId));
  return (
    <RecordSection title={texts.photos} query={query} failed={texts.photosFailed}>
      {(photos) => <PhotoGrid orderId={orderId} photos={photos} />}
    </RecordSection>
  );
}
