import { useEffect, useState } from 'react';

/**
 * A list the server gives for a key (a week, a day's slots), loaded again when the key changes. spec §4:
 * the week list and the time slots fall back to empty lists when the request fails. A null key is an
 * empty list, nothing asked.
 */
export function useFallbackList<T>(key: string | null, load: () => Promise<T[]>): { items: T[]; loading: boolean } {
  const [items, setItems] = useState<T[]>([]);
  const [loading, setLoading] = useState(key !== null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names everything `load` depends on.
  useEffect(() => {
    if (key === null) {
      setItems([]);
      setLoading(false);
      return;
    }
    let current = true;
    setLoading(true);
    load()
      .catch(() => [] as T[])
      .then((loaded) => {
        if (!current) return;
        setItems(loaded);
        setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [key]);
  return { items, loading };
}
