import { SIGNATURE_LIMITS, type SignatureDrawing } from '@repair-shop/contracts';

/** What the pad hands over: its strokes as points in the canvas's CSS pixels. */
export interface PadStroke {
  points: readonly { x: number; y: number }[];
}

const clamp = (value: number, max: number): number => Math.min(max, Math.max(0, Math.round(value)));

/**
 * The pad's strokes as the API keeps a signature: whole-number points inside the box, at most as many
 * as the server takes (a very long stroke keeps every other point until it fits). Null when nothing was drawn.
 */
export function toSignatureDrawing(
  strokes: readonly PadStroke[],
  width: number,
  height: number,
): SignatureDrawing | null {
  const box = {
    width: clamp(Math.min(width, SIGNATURE_LIMITS.maxSide), SIGNATURE_LIMITS.maxSide),
    height: clamp(Math.min(height, SIGNATURE_LIMITS.maxSide), SIGNATURE_LIMITS.maxSide),
  };
  if (box.width === 0 || box.height === 0) return null;
  let kept = strokes
    .filter((stroke) => stroke.points.length > 0)
    .slice(0, SIGNATURE_LIMITS.maxStrokes)
    .map((stroke) => stroke.points);
  if (kept.length === 0) return null;
  const count = () => kept.reduce((sum, points) => sum + points.length, 0);
  while (count() > SIGNATURE_LIMITS.maxPoints) {
    kept = kept.map((points) =>
      points.length > 2 ? points.filter((_, index) => index % 2 === 0 || index === points.length - 1) : points,
    );
  }
  return {
    ...box,
    strokes: kept.map((points) => points.flatMap((point) => [clamp(point.x, box.width), clamp(point.y, box.height)])),
  };
}
