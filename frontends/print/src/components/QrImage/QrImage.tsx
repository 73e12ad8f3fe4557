import { useQrCode } from '../../hooks/use-qr-code';

interface Props {
  /** What the code holds (a link). */
  text: string;
  alt: string;
  className: string;
}

/** A QR code as an image; its place is marked `data-drawing` until the code is drawn (a print waits for it). */
export function QrImage({ text, alt, className }: Props) {
  const qr = useQrCode(text);
  return qr ? <img className={className} src={qr} alt={alt} /> : <div className={className} data-drawing="" />;
}
