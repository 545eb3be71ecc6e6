import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { qrFrameReader } from '../qr-reader.ts';
import styles from '../manage.module.css';

/** How often a frame is read: often enough to feel instant, rarely enough for an old phone. */
const READ_EVERY_MS = 250;

/**
 * The phone's back camera, read for QR codes while this is shown: each code read is handed to
 * `onScan` (the screen ignores one it has just had). The camera stops when it is closed. Without
 * a camera, or without the permission, it says so: the typed code is the way then.
 */
export function QrScanner({ onScan }: { onScan: (text: string) => void }) {
  const { t } = useTranslation('manage');
  const video = useRef<HTMLVideoElement>(null);
  const latest = useRef(onScan);
  useEffect(() => {
    latest.current = onScan;
  }, [onScan]);
  const [problem, setProblem] = useState<'cameraDenied' | 'cameraUnavailable' | null>(null);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) return setProblem('cameraUnavailable');
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch (error) {
        return setProblem(
          error instanceof DOMException && error.name === 'NotAllowedError' ? 'cameraDenied' : 'cameraUnavailable',
        );
      }
      const element = video.current;
      if (stopped || !element) return;
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      const read = await qrFrameReader();
      const tick = async () => {
        if (stopped) return;
        const text = await read(element);
        if (text && !stopped) latest.current(text);
        timer = setTimeout(() => void tick(), READ_EVERY_MS);
      };
      void tick();
    };
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  if (problem) return <p className={styles.note}>{t(`checkIn.${problem}`)}</p>;
  return (
    <div className={styles.scanner}>
      {/* The picture is for aiming; what it finds is said in the result line. */}
      <video ref={video} className={styles.video} muted playsInline aria-hidden="true" />
      <p className={styles.facts}>{t('checkIn.cameraHint')}</p>
    </div>
  );
}
