import { useCallback, useState } from 'react';
import { useSearchAndPage, type SearchAndPage } from '@repair-shop/web';

export interface PartFilters extends SearchAndPage {
  /** Only the parts at or below their low-stock level. */
  lowStock: boolean;
  setLowStock: (lowStock: boolean) => void;
  /** Only the products for sale at the counter. */
  forSale: boolean;
  setForSale: (forSale: boolean) => void;
  /** The products taken off sale instead of those on sale. */
  archived: boolean;
  setArchived: (archived: boolean) => void;
}

/** A yes/no filter of the list; turning it on or off starts the list at its first page. */
function useFilterSwitch(setPage: (page: number) => void): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState(false);
  const set = useCallback(
    (next: boolean) => {
      setValue(next);
      setPage(1);
    },
    [setPage],
  );
  return [value, set];
}

/** The stock tab's search (name or barcode), its filters and page; a new filter starts at the first page. */
export function usePartFilters(): PartFilters {
  const searchAndPage = useSearchAndPage();
  const [lowStock, setLowStock] = useFilterSwitch(searchAndPage.setPage);
  const [forSale, setForSale] = useFilterSwitch(searchAndPage.setPage);
  const [archived, setArchived] = useFilterSwitch(searchAndPage.setPage);
  return { ...searchAndPage, lowStock, setLowStock, forSale, setForSale, archived, setArchived };
}
