import { Alert, Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A held QR code is one read: the same value again counts only after it was out of view this long. */
export const SAME_CODE_QUIET_MS = 1500;
/** How often a frame is decoded: often enough to feel instant, rare enough for a phone's battery. */
const FRAME_MS = 150;

type Decode = (video: HTMLVideoElement) => Promise<string | null>;
type Problem = 'refused' | 'absent' | 'unavailable' | 'failed';
const PROBLEM_TEXT: Record<Problem, string> = {
  refused: 'physical.cameraRefused',
  absent: 'physical.cameraAbsent',
  unavailable: 'physical.cameraUnavailable',
  failed: 'physical.cameraFailed',
};

/** The browser's own QR reader where it has one (Android Chrome); none on desktop Linux or iOS Safari. */
type NativeDetector = { detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>> };
type NativeDetectorClass = {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
};

/**
 * The frame decoder: the browser's BarcodeDetector when it reads QR codes, else jsQR, loaded only
 * now — the console and the scanning page do not carry it until someone opens the camera.
 */
async function decoderFor(): Promise<Decode> {
  const Native = (window as unknown as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (Native && (await Native.getSupportedFormats()).includes('qr_code')) {
    const detector = new Native({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

function problemOf(error: unknown): Problem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'refused';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'absent';
  return 'failed';
}

/**
 * Reading QR codes with the phone's camera, beside the wedge scanner: a button opens the back
 * camera, each code decoded goes to `onRead` (the page's one read path; it answers false when it
 * cannot take a read now, and the code is offered again on the next frame), a code held in view
 * is read once. A refused or missing camera says so and leaves the scanner and keyboard as they were.
 */
export function CameraReader({ onRead, disabled }: { onRead: (value: string) => boolean; disabled: boolean }) {
  const { t } = useTranslation();
  const [on, setOn] = useState(false);
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  // The latest callback without restarting the camera when the page re-renders.
  const read = useRef(onRead);
  read.current = onRead;

  useEffect(() => {
    if (!on) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer = 0;
    let last = { value: '', seenAt: 0 };
    const start = async () => {
      setStarting(true);
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw Object.assign(new Error('no media devices'), { name: 'Unavailable' });
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (stopped) return;
        const element = video.current as HTMLVideoElement;
        element.srcObject = stream;
        await element.play();
        const decode = await decoderFor();
        const tick = async () => {
          if (stopped) return;
          const value = (await decode(element).catch(() => null))?.trim();
          const now = Date.now();
          if (value) {
            const fresh = value !== last.value || now - last.seenAt > SAME_CODE_QUIET_MS;
            if (!fresh) last.seenAt = now;
            else if (read.current(value)) last = { value, seenAt: now };
          }
          timer = window.setTimeout(tick, FRAME_MS);
        };
        void tick();
      } catch (error) {
        if (stopped) return;
        setProblem(error instanceof Error && error.name === 'Unavailable' ? 'unavailable' : problemOf(error));
        setOn(false);
      } finally {
        setStarting(false);
      }
    };
    void start();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [on]);

  useEffect(() => {
    if (disabled) setOn(false);
  }, [disabled]);

  const toggle = () => {
    setProblem(null);
    setOn(!on);
  };
  return (
    <section className="scan-station-camera" data-testid="camera">
      <Button onClick={toggle} aria-pressed={on} disabled={disabled} data-testid="camera-toggle">
        {on ? t('physical.cameraStop') : t('physical.camera')}
      </Button>
      {problem && <Alert type="warning" showIcon title={t(PROBLEM_TEXT[problem])} data-testid="camera-problem" />}
      {on && (
        <>
          <video ref={video} muted playsInline aria-label={t('physical.cameraView')} data-testid="camera-view" />
          <p>{starting ? t('physical.cameraStarting') : t('physical.cameraHint')}</p>
        </>
      )}
    </section>
  );
}
