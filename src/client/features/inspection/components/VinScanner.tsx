import { useEffect, useRef, useState } from 'react';
import { normalizeVin } from '../../../../shared/inspectionRules';
import { Button } from '../../../ui/Button';
import { SCAN_BUTTON, SCAN_FAILED, SCAN_HINT, SCAN_STOP_BUTTON } from '../words';

/** The part of the Barcode Detection API the scanner uses (not yet in TypeScript's DOM types). */
interface BarcodeReader {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type BarcodeReaderClass = new (options: { formats: string[] }) => BarcodeReader;

const FORMATS = ['code_39', 'code_128', 'data_matrix', 'qr_code'];

/** Offered only where the browser reads barcodes itself (Chrome on Android, Safari on iOS 17+ with the flag). */
export const canScanVin = () => typeof window !== 'undefined' && 'BarcodeDetector' in window;

/** A VIN barcode often carries a leading 'I' (import) or extra characters: the 17 that look like a VIN win. */
function vinIn(raw: string): string | null {
  const value = normalizeVin(raw);
  const match = /[A-HJ-NPR-Z0-9]{17}/.exec(value.length > 17 ? value.slice(value.length - 17) : value);
  return match ? match[0] : null;
}

/** 'Scan': the rear camera in a video, read frame after frame until a VIN is found. */
export function VinScanner({ onRead }: { onRead: (vin: string) => void }) {
  const [scanning, setScanning] = useState(false);
  const [failed, setFailed] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (!scanning) return undefined;
    let stream: MediaStream | null = null;
    let frame = 0;
    let stopped = false;
    const Reader = (window as unknown as { BarcodeDetector: BarcodeReaderClass }).BarcodeDetector;
    const reader = new Reader({ formats: FORMATS });
    const look = async () => {
      if (stopped || !video.current) return;
      const found = (await reader.detect(video.current).catch(() => [])).map((code) => vinIn(code.rawValue)).find(Boolean);
      if (found) {
        onRead(found);
        setScanning(false);
      } else if (!stopped) frame = requestAnimationFrame(() => void look());
    };
    navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } }).then(async (opened) => {
      stream = opened;
      if (stopped || !video.current) return;
      video.current.srcObject = opened;
      await video.current.play();
      void look();
    }).catch(() => {
      setFailed(true);
      setScanning(false);
    });
    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [scanning, onRead]);
  if (!canScanVin()) return null;
  return (
    <div className="inspection__scanner">
      <Button variant="outline" onClick={() => { setFailed(false); setScanning(!scanning); }}>{scanning ? SCAN_STOP_BUTTON : SCAN_BUTTON}</Button>
      {scanning && (
        <>
          <p>{SCAN_HINT}</p>
          <video ref={video} className="inspection__video" muted playsInline aria-label={SCAN_HINT} />
        </>
      )}
      {failed && <p role="alert" className="inspection__error">{SCAN_FAILED}</p>}
    </div>
  );
}
