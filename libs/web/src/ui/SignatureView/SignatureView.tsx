import type { SignatureDrawing } from '@repair-shop/contracts';
import { signaturePaths } from './signature-path';

interface Props {
  drawing: SignatureDrawing;
  /** What a screen reader says, e.g. "Nënshkrimi i klientit në pranim". */
  label: string;
  className?: string;
  /** CSS height; the width follows the drawing's proportions. */
  height?: string;
}

/** A signature as drawn, as lines in an SVG: sharp on a screen and on any printer. */
export function SignatureView({ drawing, label, className, height = '4rem' }: Props) {
  return (
    <svg
      role="img"
      aria-label={label}
      className={className}
      viewBox={`0 0 ${drawing.width} ${drawing.height}`}
      preserveAspectRatio="xMinYMid meet"
      style={{ height, maxWidth: '100%', display: 'block' }}
    >
      {signaturePaths(drawing).map((path, index) => (
        <path
          key={index}
          d={path}
          fill="none"
          stroke="currentColor"
          strokeWidth={Math.max(2.5, drawing.width / 120)}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
}
