import { useCallback, useRef } from 'react';
import { insertAtCursor } from '@repair-shop/web';

export interface CursorInsertion<K extends string> {
  /** Props of the textarea of `key`: it is then the one text goes into while it was the last focused. */
  fieldProps: (key: K) => { ref: (element: HTMLTextAreaElement | null) => void; onFocus: () => void };
  /** Inserts `text` at the cursor of the last focused textarea (or at the end of `fallback`'s) and focuses it after it. */
  insert: (text: string) => void;
}

/**
 * Text put in one of several textareas at the place the user left the cursor, as the SMS editor's
 * placeholder buttons do. `values` and `setValue` are the textareas' controlled values.
 */
export function useCursorInsertion<K extends string>(
  values: Record<K, string>,
  setValue: (key: K, value: string) => void,
  fallback: K,
): CursorInsertion<K> {
  const elements = useRef<Partial<Record<K, HTMLTextAreaElement | null>>>({});
  const lastFocused = useRef<K | null>(null);
  const valuesRef = useRef(values);
  valuesRef.current = values;

  const fieldProps = useCallback(
    (key: K) => ({
      ref: (element: HTMLTextAreaElement | null) => {
        elements.current[key] = element;
      },
      onFocus: () => {
        lastFocused.current = key;
      },
    }),
    [],
  );

  const insert = useCallback(
    (text: string) => {
      const key = lastFocused.current ?? fallback;
      const element = elements.current[key];
      const value = valuesRef.current[key];
      // The textarea keeps its selection after losing focus, so a click elsewhere does not lose the place.
      const atCursor = lastFocused.current !== null && element;
      const start = atCursor ? element.selectionStart : value.length;
      const end = atCursor ? element.selectionEnd : value.length;
      const next = insertAtCursor(value, start, end, text);
      setValue(key, next.text);
      lastFocused.current = key;
      requestAnimationFrame(() => {
        element?.focus();
        element?.setSelectionRange(next.cursor, next.cursor);
      });
    },
    [fallback, setValue],
  );

  return { fieldProps, insert };
}
