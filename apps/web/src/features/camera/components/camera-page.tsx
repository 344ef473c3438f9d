import { photoCanvasSize, photoCrop, type Orientation } from '../lib/camera';
import { formatDate } from '@bouwwerk/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useAccount } from '../../../api/account';
import { addPhotos } from '../../../api/work-order-photos';
import { getWorkOrderQueryOptions } from '../../../api/work-orders';
import { nlWorkOrderDocuments } from '@bouwwerk/texts/nl-work-order-documents';
import { loadScalePhoto, scalePhotos } from '../../../lib/load-scale-photo';
import { showToast } from '../../../state/toasts';
import { useCameraStream, type CameraState } from '../hooks/use-camera-stream';
import { CameraOrder, useCameraOrder } from './camera-order';
import './camera-page.css';

interface Photo {
  key: string;
  url: string;
}

const JPEG_QUALITY = 0.9;

const problemText: Partial<Record<CameraState, string>> = {
  unsupported: nlWorkOrderDocuments.camera.notSupported,
  denied: nlWorkOrderDocuments.camera.permissionDenied,
  'no-camera': nlWorkOrderDocuments.camera.noCamera,
  'in-use': nlWorkOrderDocuments.camera.inUse,
  failed: nlWorkOrderDocuments.camera.failed,
};

const currentOrientation = (): Orientation =>
  window.matchMedia('(orientation: landscape)').matches ? 'landscape' : 'portrait';

/** Draws the video's current frame onto a canvas with the photo's size and aspect ratio. */
function drawFrame(video: HTMLVideoElement, canvas: HTMLCanvasElement): void {
  const frame = { width: video.videoWidth, height: video.videoHeight };
  const orientation = currentOrientation();
  const size = photoCanvasSize(frame, orientation);
  const crop = photoCrop(frame, orientation);
  canvas.width = size.width;
  canvas.height = size.height;
  canvas.getContext('2d')?.drawImage(video, crop.x, crop.y, crop.width, crop.height, 0, 0, size.width, size.height);
}

/**
 * 'Camera': the live feed with 'Foto', and a file input for photos (several, or taken by the camera app).
 * Opened from a work order, it names the order, leads back to it, and every photo goes to the order (through
 * the outbox, so it waits for signal where there is none).
 */
export function CameraPage() {
  const id = useId();
  const order = useCameraOrder();
  const { account, signedIn } = useAccount();
  // The order's number names its photos in the outbox; CameraOrder reads the same order.
  const orderNumber = useQuery({
    ...getWorkOrderQueryOptions(account, order?.id ?? 0, order?.date ?? new Date(0)),
    enabled: signedIn && order !== null,
  }).data?.nummer;
  const { videoRef, state, retry } = useCameraStream();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [photos, setPhotos] = useState<Photo[]>([]);
  const nextKey = useRef(0);

  // Object URLs hold the pictures in memory until they are revoked: on leaving the screen.
  const urls = useRef<string[]>([]);
  useEffect(() => () => urls.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const forOrder = order !== null;
  useEffect(() => {
    // Loaded while there is signal: a file chosen for the order without it is scaled all the same.
    if (forOrder) loadScalePhoto().catch(() => undefined);
  }, [forOrder]);

  const showPhotos = (blobs: Blob[]) => {
    const added = blobs.map((blob) => {
      const url = URL.createObjectURL(blob);
      urls.current.push(url);
      return { key: String(nextKey.current++), url };
    });
    setPhotos((current) => [...added, ...current]);
  };

  /** Shown here, and for an order kept with it; the order's number names the write (its id until it is known). */
  const keepPhotos = (blobs: Blob[]) => {
    showPhotos(blobs);
    if (!order) return;
    const target = { id: order.id, nummer: orderNumber ?? String(order.id) };
    void addPhotos(account, target, blobs, formatDate(order.date, 'api'));
  };

  const takePhoto = () => {
    const video = videoRef.current;
    const canvas = canvasRef.current;
    if (!video || !canvas || video.videoWidth === 0) return;
    drawFrame(video, canvas);
    canvas.toBlob((blob) => blob && keepPhotos([blob]), 'image/jpeg', JPEG_QUALITY);
  };

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (!order) return showPhotos(files);
    // For the order the files are scaled as a photo of the camera is (2048 px, JPEG) before they are kept.
    scalePhotos(files).then(keepPhotos, () =>
      showToast({ type: 'failure', message: nlWorkOrderDocuments.photos.failed }),
    );
  };

  const problem = problemText[state];

  return (
    <section className="page camera">
      {order ? <CameraOrder id={order.id} date={order.date} /> : null}
      <div className="camera__viewer">
        {problem ? (
          <div className="camera__problem" role="alert">
            <p>{problem}</p>
            {state !== 'unsupported' ? (
              <button type="button" className="button button--secondary" onClick={retry}>
                {nlWorkOrderDocuments.camera.retry}
              </button>
            ) : null}
          </div>
        ) : (
          <>
            <video
              ref={videoRef}
              className="camera__video"
              aria-label={nlWorkOrderDocuments.camera.live}
              playsInline
              muted
              autoPlay
            />
            {state === 'starting' ? (
              <p className="camera__starting" role="status">
                {nlWorkOrderDocuments.camera.starting}
              </p>
            ) : null}
          </>
        )}
      </div>

      <div className="camera__actions">
        <button
          type="button"
          className="button button--primary camera__shutter"
          onClick={takePhoto}
          disabled={state !== 'live'}
        >
          {nlWorkOrderDocuments.camera.takePhoto}
        </button>
        <label className="button button--secondary camera__files" htmlFor={`${id}-files`}>
          {nlWorkOrderDocuments.camera.chooseFiles}
          <span className="visually-hidden">{` (${nlWorkOrderDocuments.camera.chooseFilesHint})`}</span>
        </label>
        <input
          id={`${id}-files`}
          className="visually-hidden"
          type="file"
          accept={order ? 'image/*' : 'image/jpeg'}
          multiple
          capture="environment"
          onChange={onFiles}
        />
      </div>

      <canvas ref={canvasRef} className="camera__canvas" hidden />

      {photos.length > 0 ? (
        <section className="camera__photos" aria-labelledby={`${id}-photos`}>
          <h2 id={`${id}-photos`} className="camera__photos-heading">
            {nlWorkOrderDocuments.camera.photos} <span className="camera__count">({photos.length})</span>
          </h2>
          <ul className="camera__grid">
            {photos.map((photo, index) => (
              <li key={photo.key}>
                <img
                  className="camera__thumb"
                  src={photo.url}
                  alt={nlWorkOrderDocuments.camera.photoAlt(photos.length - index)}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
