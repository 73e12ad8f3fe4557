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

/** The stock tab's search (name or barcode), its filters and page; a new filter starts at the first page. */
export function usePartFilters(): PartFilters {
  const searchAndPage = useSearchAndPage();
  const [lowStock, setLowStockState] = useState(false);
  const { setPage } = searchAndPage;
  const setLowStock = useCallback(
    (value: boolean) => {
      setLowStockState(value);
      setPage(1);
    },
    [setPage],
  );
  const [forSale, setForSaleState] = useState(false);
  const setForSale = useCallback(
    (value: boolean) => {
      setForSaleState(value);
      setPage(1);
    },
    [setPage],
  );
  const [archived, setArchivedState] = useState(false);
  const setArchived = useCallback(
    (value: boolean) => {
      setArchivedState(value);
      setPage(1);
    },
    [setPage],
  );
  return { ...searchAndPage, lowStock, setLowStock, forSale, setForSale, archived, setArchived };
}
