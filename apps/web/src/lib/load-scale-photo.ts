/**
 * The photo scaler (lib/scale-photo.ts), loaded apart from the screens that use it so the first screens do not
 * carry it. The screens that add photos ask for it as soon as they show: a photo may be chosen once the signal
 * is gone, and a module that was never loaded cannot be loaded then.
 */
export const loadScalePhoto = () => import('./scale-photo');
