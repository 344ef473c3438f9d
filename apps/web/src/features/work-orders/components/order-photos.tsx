import {
  PHOTO_LIMITS,
  amsterdamDateTime,
  formatDate,
  photoRemovalRefusal,
  photoUploadRefusal,
  type Rights,
  type WorkOrder,
  type WorkOrderPhoto,
} from '@bouwwerk/domain';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useAccount } from '../../../api/account';
import { useOutboxItems, type OutboxItem } from '../../../api/outbox';
import {
  addPhotos,
  photoRefusalText,
  removePhoto,
  useBlobSrc,
  usePhotoBlob,
  useWorkOrderPhotos,
} from '../../../api/work-order-photos';
import { ConfirmModal } from '../../../components/confirm-modal';
import { Modal } from '../../../components/modal';
import { nl } from '../../../i18n/nl';
import { nlWorkOrderDocuments } from '@bouwwerk/texts/nl-work-order-documents';
import { loadScalePhoto, scalePhotos } from '../../../lib/load-scale-photo';
import { showToast } from '../../../state/toasts';
import { lockFieldsOf } from '../lib/order-status';
import { pendingPhotoWrites } from '../lib/pending-photos';
import './order-photos.css';

interface OrderPhotosProps {
  order: WorkOrder;
  date: Date;
  /** Undefined while loading: nothing can be added or removed until they are known. */
  rights: Rights | undefined;
}

/**
 * 'Foto's': the order's photos as thumbnails (tap: the photo large, with 'Verwijderen' for one's own while the
 * order is open), the ones still in the outbox with their own image, and 'Foto maken' (the camera, opened for
 * this order) and "Foto's kiezen" (scaled on the phone, then sent through the outbox).
 */
export function OrderPhotos({ order, date, rights }: OrderPhotosProps) {
  const id = useId();
  const { account } = useAccount();
  const photos = useWorkOrderPhotos(order.id);
  const pending = pendingPhotoWrites(useOutboxItems(), order.id);
  const [preparing, setPreparing] = useState(false);
  const [opened, setOpened] = useState<{ photo: WorkOrderPhoto; index: number } | null>(null);
  const [removing, setRemoving] = useState<WorkOrderPhoto | null>(null);
  const [busy, setBusy] = useState(false);

  const lock = lockFieldsOf(order);
  const refusal = rights ? photoUploadRefusal(lock, rights) : null;
  const canAdd = rights !== undefined && refusal === null;
  const day = formatDate(date, 'api');
  const shown = (photos.data ?? []).filter((photo) => !pending.removed.has(photo.id));
  const count = shown.length + pending.added.length;
  const room = Math.max(0, PHOTO_LIMITS.perOrder - count);

  useEffect(() => {
    // Loaded while there is signal, so a photo chosen without it can still be scaled; a failure shows on use.
    if (canAdd) loadScalePhoto().catch(() => undefined);
  }, [canAdd]);

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    if (files.length > room) showToast({ type: 'failure', message: nlWorkOrderDocuments.photos.tooMany(room) });
    setPreparing(true);
    try {
      const scaled = await scalePhotos(files.slice(0, room));
      await addPhotos(account, order, scaled, day);
    } catch {
      showToast({ type: 'failure', message: nlWorkOrderDocuments.photos.failed });
    } finally {
      setPreparing(false);
    }
  };

  const onRemove = async (photo: WorkOrderPhoto) => {
    setBusy(true);
    const outcome = await removePhoto(account, order, photo.id, day);
    setBusy(false);
    setRemoving(null);
    if (outcome.status === 'refused') showToast({ type: 'failure', message: photoRefusalText(outcome.error) });
    else
      showToast({
        type: 'success',
        message: outcome.status === 'sent' ? nlWorkOrderDocuments.photos.removed : nl.outbox.pending,
      });
  };

  const canRemove = (photo: WorkOrderPhoto) =>
    rights !== undefined && photoRemovalRefusal(lock, rights, account.userID, photo.takenBy) === null;

  return (
    <section className="card order-section order-photos" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="card order-section__title order-photos__title">
        {nlWorkOrderDocuments.photos.title}
        <span className="order-photos__count">{nlWorkOrderDocuments.photos.count(count, PHOTO_LIMITS.perOrder)}</span>
      </h3>

      {refusal ? (
        <p className="card order-section__text order-section__text--muted">
          {refusal === 'locked' ? nlWorkOrderDocuments.photos.locked : nlWorkOrderDocuments.photos.noRights}
        </p>
      ) : null}
      {photos.isError && !photos.data ? (
        <p className="card order-section__text" role="alert">
          {nlWorkOrderDocuments.photos.loadFailed}
        </p>
      ) : null}
      {photos.data && count === 0 ? (
        <p className="card order-section__text order-section__text--muted">{nlWorkOrderDocuments.photos.empty}</p>
      ) : null}

      {count > 0 ? (
        <ul className="order-photos__grid">
          {shown.map((photo, index) => (
            <li key={photo.id}>
              <PhotoThumb
                orderId={order.id}
                photo={photo}
                label={nlWorkOrderDocuments.photos.open(index + 1)}
                onOpen={() => setOpened({ photo, index: index + 1 })}
              />
            </li>
          ))}
          {pending.added.map((item, index) => (
            <li key={`pending-${item.seq}`}>
              <PendingThumb item={item} alt={nlWorkOrderDocuments.photos.alt(shown.length + index + 1, order.nummer)} />
            </li>
          ))}
        </ul>
      ) : null}

      {preparing ? (
        <p className="card order-section__text" role="status">
          {nlWorkOrderDocuments.photos.preparing}
        </p>
      ) : null}

      {canAdd && room === 0 ? (
        <p className="card order-section__text order-section__text--muted">
          {nlWorkOrderDocuments.photos.limitReached(PHOTO_LIMITS.perOrder)}
        </p>
      ) : null}
      {canAdd && room > 0 ? (
        <div className="order-photos__actions">
          <Link className="button button--secondary button--block" to={paths.camera.getHref({ id: order.id, date })}>
            {nlWorkOrderDocuments.photos.take}
          </Link>
          <label
            className={`button button--secondary button--block${preparing ? ' order-photos__choose--busy' : ''}`}
            htmlFor={`${id}-files`}
          >
            {nlWorkOrderDocuments.photos.choose}
          </label>
          <input
            id={`${id}-files`}
            className="visually-hidden"
            type="file"
            accept="image/*"
            multiple
            disabled={preparing}
            onChange={(event) => void onFiles(event)}
          />
        </div>
      ) : null}

      {opened ? (
        <PhotoViewer
          orderId={order.id}
          photo={opened.photo}
          title={nlWorkOrderDocuments.photos.alt(opened.index, order.nummer)}
          onClose={() => setOpened(null)}
          onRemove={
            canRemove(opened.photo)
              ? () => {
                  setRemoving(opened.photo);
                  setOpened(null);
                }
              : null
          }
        />
      ) : null}
      {removing ? (
        <ConfirmModal
          title={nlWorkOrderDocuments.photos.removeTitle}
          message={nlWorkOrderDocuments.photos.removeQuestion}
          confirmLabel={nlWorkOrderDocuments.photos.remove}
          cancelLabel={nlWorkOrderDocuments.photos.cancel}
          busy={busy}
          onConfirm={() => void onRemove(removing)}
          onCancel={() => setRemoving(null)}
        />
      ) : null}
    </section>
  );
}

function PhotoThumb({
  orderId,
  photo,
  label,
  onOpen,
}: {
  orderId: number;
  photo: WorkOrderPhoto;
  label: string;
  onOpen: () => void;
}) {
  const src = useBlobSrc(usePhotoBlob(orderId, photo.id, 'thumbnail').data);
  return (
    <button type="button" className="order-photos__thumb" aria-label={label} onClick={onOpen}>
      <img ref={src} alt="" />
    </button>
  );
}

/** A photo the outbox still holds: its own bytes, with what is becoming of it. */
function PendingThumb({ item, alt }: { item: OutboxItem; alt: string }) {
  const src = useBlobSrc(item.request.body instanceof Blob ? item.request.body : null);
  return (
    <figure className="order-photos__pending">
      <img ref={src} className="order-photos__thumb" alt={alt} />
      <figcaption>{item.state === 'refused' ? nl.outbox.refused : nlWorkOrderDocuments.photos.pending}</figcaption>
    </figure>
  );
}

function PhotoViewer({
  orderId,
  photo,
  title,
  onClose,
  onRemove,
}: {
  orderId: number;
  photo: WorkOrderPhoto;
  title: string;
  onClose: () => void;
  onRemove: (() => void) | null;
}) {
  const full = usePhotoBlob(orderId, photo.id, 'full');
  const thumbnail = usePhotoBlob(orderId, photo.id, 'thumbnail');
  // The thumbnail stands in until the photo itself has come.
  const src = useBlobSrc(full.data ?? thumbnail.data);
  return (
    <Modal
      title={title}
      onClose={onClose}
      closeLabel={nlWorkOrderDocuments.photos.close}
      className="order-photo-viewer"
    >
      <img ref={src} className="order-photo-viewer__image" alt={title} width={photo.width} height={photo.height} />
      {full.isError ? <p role="alert">{nlWorkOrderDocuments.photos.loadFailed}</p> : null}
      <p className="order-section__text--muted">
        {nlWorkOrderDocuments.photos.takenBy(photo.takenByName, amsterdamDateTime(new Date(photo.takenAt)))}
      </p>
      {onRemove ? (
        <button type="button" className="button button--secondary button--block" onClick={onRemove}>
          {nlWorkOrderDocuments.photos.remove}
        </button>
      ) : null}
    </Modal>
  );
}
