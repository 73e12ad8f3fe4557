import { useState, type KeyboardEvent } from 'react';
import { useApiFailure } from './use-api-failure';

/**
 * What a search box does with a scanner, which types a code and Enter: looks the code up at once, hands what it
 * found to `onFound`, or keeps the code that nothing has (`missingCode`, shown until the text changes).
 */
export function useScannedCode<T>(
  lookup: (code: string) => Promise<T | null | undefined>,
  onFound: (found: T) => void,
  failedText: string,
) {
  const fail = useApiFailure();
  const [missingCode, setMissingCode] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);

  const onKeyDown = async (event: KeyboardEvent<HTMLInputElement>, text: string): Promise<void> => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const code = text.trim();
    if (!code || looking) return;
    setLooking(true);
    try {
      const found = await lookup(code);
      if (found) onFound(found);
      else setMissingCode(code);
    } catch (error) {
      fail(error, failedText);
    } finally {
      setLooking(false);
    }
  };

  return { missingCode, clearMissing: () => setMissingCode(null), onKeyDown };
}
