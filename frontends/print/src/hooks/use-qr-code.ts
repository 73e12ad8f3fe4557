import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

/** A QR code as an SVG data URL: vector, so it stays sharp on any label size. */
export function useQrCode(text: string): string | null {
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    QRCode.toString(text, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' })
      .then((svg) => {
        if (current) setUrl(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch((error: unknown) => console.error('Drawing the QR code failed', error));
    return () => {
      current = false;
    };
  }, [text]);

  return url;
}
