/** How long a document may take to draw (its QR code, its measures) before it is reported failed. */
export const DRAW_TIMEOUT_MS = 15_000;

const CHECK_EVERY_MS = 50;

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const nextFrame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => resolve()));

/** Nothing in the element still drawing: no `data-drawing` mark (a QR code, a receipt not measured), every image loaded. */
export function isDrawn(element: Element): boolean {
  if (element.querySelector('[data-drawing]')) return false;
  return Array.from(element.querySelectorAll('img')).every((image) => image.complete);
}

/**
 * Resolves once the element is drawn as it will be printed: the fonts loaded, nothing marked as still
 * drawing, and two frames more for the page's size to follow the last measure. Rejects after `timeoutMs`.
 */
export async function waitUntilDrawn(element: Element, timeoutMs = DRAW_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  await document.fonts?.ready;
  while (!isDrawn(element)) {
    if (Date.now() > deadline) throw new Error('not drawn in time');
    await pause(CHECK_EVERY_MS);
  }
  await nextFrame();
  await nextFrame();
}
