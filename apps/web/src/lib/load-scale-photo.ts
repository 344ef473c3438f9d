import { nlWorkOrderDocuments } from '@bouwwerk/texts/nl-work-order-documents';
import { showToast } from '../state/toasts';

/**
 * The photo scaler (lib/scale-photo.ts), loaded apart from the screens that use it so the first screens do not
 * carry it. The screens that add photos ask for it as soon as they show: a photo may be chosen once the signal
 * is gone, and a module that was never loaded cannot be loaded then.
 */
export const loadScalePhoto = () => import('./scale-photo');

/**
 * The chosen files as the order keeps them (scaled JPEGs), in their order; a file that is no image is left out,
 * and the user told once.
 */
export async function scalePhotos(files: File[]): Promise<Blob[]> {
  const { scalePhoto, NotAnImageError } = await loadScalePhoto();
  const scaled: Blob[] = [];
  let notImage = false;
  for (const file of files) {
    try {
      scaled.push(await scalePhoto(file));
    } catch (error) {
      if (!(error instanceof NotAnImageError)) throw error;
      notImage = true;
    }
  }
  if (notImage) showToast({ type: 'failure', message: nlWorkOrderDocuments.photos.notImage });
  return scaled;
}
