import { useState } from 'react';
import { DEFAULT_LABEL_COPIES, DEFAULT_LABEL_SIZE, type LabelSize } from '@repair-shop/web';

export interface PaperSize {
  id: string;
  widthCm: number;
  heightCm: number;
}

/** Paper A4, 21 x 29.7 cm (section 9): kept with the settings, not selectable. */
export const LABEL_PAPER: PaperSize = { id: 'A4', widthCm: 21, heightCm: 29.7 };

export interface LabelSettings {
  size: LabelSize;
  paper: PaperSize;
  copies: number;
}

/** The label print settings, in local state only: the size is chosen, paper and copies are fixed. */
export function useLabelSettings(): { settings: LabelSettings; selectSize: (size: LabelSize) => void } {
  const [settings, setSettings] = useState<LabelSettings>({
    size: DEFAULT_LABEL_SIZE,
    paper: LABEL_PAPER,
    copies: DEFAULT_LABEL_COPIES,
  });

  const selectSize = (size: LabelSize): void => setSettings((previous) => ({ ...previous, size }));

  return { settings, selectSize };
}
