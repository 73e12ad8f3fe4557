/** The browser's own barcode reader (Chromium on Android and macOS); not in every browser's types. */
export interface NativeBarcodeDetector {
  detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]>;
}

type DetectorClass = new (options?: { formats?: string[] }) => NativeBarcodeDetector;

/** The BarcodeDetector class where the browser has one. */
export function nativeDetectorClass(): DetectorClass | null {
  const candidate = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  return typeof candidate === 'function' ? candidate : null;
}

/** The «Kamera» button only where a camera can be asked for (a secure page with mediaDevices). */
export const hasCamera = (): boolean =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
