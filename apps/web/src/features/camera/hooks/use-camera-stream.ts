import { CAMERA_VIDEO_CONSTRAINTS } from '../lib/camera';
import { useCallback, useEffect, useRef, useState } from 'react';

export type CameraState = 'starting' | 'live' | 'unsupported' | 'denied' | 'no-camera' | 'in-use' | 'failed';

/** What getUserMedia's refusal means for the user. */
function stateOfError(error: unknown): CameraState {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no-camera';
  if (name === 'NotReadableError' || name === 'AbortError') return 'in-use';
  return 'failed';
}

/**
 * The live camera feed into `videoRef`, at the specification's resolutions (the back camera where there
 * is a choice). The tracks stop when the screen is left, so the camera light goes off.
 */
export function useCameraStream() {
  const videoRef = useRef<HTMLVideoElement>(null);
  // Without navigator.mediaDevices (an old browser, or a plain-http address) there is nothing to start.
  const supported = typeof navigator.mediaDevices?.getUserMedia === 'function';
  const [state, setState] = useState<CameraState>(supported ? 'starting' : 'unsupported');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!supported) return;
    let stream: MediaStream | null = null;
    let left = false;
    navigator.mediaDevices
      .getUserMedia({ audio: false, video: { ...CAMERA_VIDEO_CONSTRAINTS, facingMode: { ideal: 'environment' } } })
      .then((started) => {
        stream = started;
        // Left before the camera answered: stop at once.
        if (left) return started.getTracks().forEach((track) => track.stop());
        const video = videoRef.current;
        if (video) {
          video.srcObject = started;
          void video.play().catch(() => undefined);
        }
        setState('live');
      })
      .catch((error: unknown) => {
        if (!left) setState(stateOfError(error));
      });
    return () => {
      left = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [supported, attempt]);

  const retry = useCallback(() => {
    setState('starting');
    setAttempt((n) => n + 1);
  }, []);

  return { videoRef, state, retry };
}
