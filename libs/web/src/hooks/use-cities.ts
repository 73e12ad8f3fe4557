import { useEffect, useState } from 'react';
import { shopApi } from '../api/shop-api';

/** The cities of a country, loaded when it changes; a failed load gives an empty list (section 8). */
export function useCities(country: string | null): { cities: string[]; loading: boolean } {
  const [cities, setCities] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    setCities([]);
    if (!country) return;
    let current = true;
    setLoading(true);
    shopApi
      .cities(country)
      .then((list) => current && setCities(list))
      .catch((error: unknown) => {
        console.error('Loading cities failed', error);
        if (current) setCities([]);
      })
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [country]);

  return { cities, loading };
}
