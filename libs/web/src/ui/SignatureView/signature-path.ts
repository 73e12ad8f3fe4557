import type { SignatureDrawing } from '@repair-shop/contracts';

/**
 * One stroke as an SVG path: a smooth curve through the midpoints of its points (what the pad drew),
 * and a dot for a stroke of one point.
 */
export function strokePath(stroke: readonly number[]): string {
  const points: [number, number][] = [];
  for (let i = 0; i + 1 < stroke.length; i += 2) points.push([stroke[i], stroke[i + 1]]);
  const [first] = points;
  if (!first) return '';
  if (points.length === 1) return `M${first[0]} ${first[1]}h0.1`;
  let path = `M${first[0]} ${first[1]}`;
  for (let i = 1; i < points.length - 1; i += 1) {
    const [x, y] = points[i];
    const [nx, ny] = points[i + 1];
    path += `Q${x} ${y} ${(x + nx) / 2} ${(y + ny) / 2}`;
  }
  const [lx, ly] = points[points.length - 1];
  return `${path}L${lx} ${ly}`;
}

export const signaturePaths = (drawing: SignatureDrawing): string[] => drawing.strokes.map(strokePath).filter(Boolean);
