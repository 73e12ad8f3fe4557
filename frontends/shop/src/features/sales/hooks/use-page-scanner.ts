import { useEffect, useRef } from 'react';

/** A scanner types faster than this between keys; a person does not. */
const SCANNER_KEY_GAP_MS = 60;
const MIN_CODE_LENGTH = 3;

const isEditable = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * A USB or Bluetooth scanner used while no field has the focus: its quick keys and Enter make a code for
 * `onCode` (a field with the focus gets the code itself, and its own Enter handles it).
 */
export function usePageScanner(onCode: (code: string) => void): void {
  const latest = useRef(onCode);
  latest.current = onCode;
  useEffect(() => {
    let buffer = '';
    let lastKey = 0;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isEditable(event.target) || event.ctrlKey || event.altKey || event.metaKey) return;
      const now = event.timeStamp || Date.now();
      if (now - lastKey > SCANNER_KEY_GAP_MS) buffer = '';
      lastKey = now;
      if (event.key === 'Enter') {
        if (buffer.length >= MIN_CODE_LENGTH) {
          event.preventDefault();
          latest.current(buffer);
        }
        buffer = '';
      } else if (event.key.length === 1) {
        buffer += event.key;
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
