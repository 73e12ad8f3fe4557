/** The grid's points are numbered 1–9 row by row; a pattern is their order, as a string ("14789"). */
const rowOf = (point: number) => Math.floor((point - 1) / 3);
const columnOf = (point: number) => (point - 1) % 3;

/** The point a stroke from `from` to `to` passes over on its way (1 → 3 passes 2), or null. */
export function pointBetween(from: number, to: number): number | null {
  const rows = rowOf(from) + rowOf(to);
  const columns = columnOf(from) + columnOf(to);
  if (rows % 2 !== 0 || columns % 2 !== 0) return null;
  const middle = (rows / 2) * 3 + columns / 2 + 1;
  return middle === from || middle === to ? null : middle;
}

/**
 * The pattern with `point` joined: as on a phone, a point is used once, and a stroke over a point not yet
 * used joins it too (drawing 1 → 3 gives "123").
 */
export function joinPoint(pattern: string, point: number): string {
  if (point < 1 || point > 9 || pattern.includes(String(point))) return pattern;
  const last = Number(pattern.at(-1));
  const middle = pattern ? pointBetween(last, point) : null;
  const passed = middle !== null && !pattern.includes(String(middle)) ? String(middle) : '';
  return `${pattern}${passed}${point}`;
}

/** Centre of a point in the pad's 300 × 300 drawing. */
export const centreOf = (point: number): { x: number; y: number } => ({
  x: 50 + columnOf(point) * 100,
  y: 50 + rowOf(point) * 100,
});

/** The point under (x, y) of the drawing, when close enough to its centre to count as touched. */
export function pointAt(x: number, y: number, reach = 36): number | null {
  for (let point = 1; point <= 9; point += 1) {
    const centre = centreOf(point);
    if (Math.hypot(centre.x - x, centre.y - y) <= reach) return point;
  }
  return null;
}
