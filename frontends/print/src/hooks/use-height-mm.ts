import { useLayoutEffect, useState, type RefObject } from 'react';

/** CSS pixels in a millimetre: 96 per inch, 25.4 mm per inch, whatever the screen or the zoom. */
export const PX_PER_MM = 96 / 25.4;

/**
 * The element's height in whole millimetres, rounded up, followed as it changes (fonts arriving, a
 * longer text): a receipt's page is as long as the receipt. Null until measured.
 */
export function useHeightMm(ref: RefObject<HTMLElement | null>): number | null {
  const [height, setHeight] = useState<number | null>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = (): void => {
      const px = element.getBoundingClientRect().height;
      setHeight(px > 0 ? Math.ceil(px / PX_PER_MM) : null);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);

  return height;
}
