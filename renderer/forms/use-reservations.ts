// The reserved dates of a calendar, loaded with swr from the same-origin API. A failed load
// empties the list (spec section 8) and says so.
import useSWR from 'swr';

async function fetchReserved(url: string): Promise<unknown[]> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Verfügbarkeit: Antwort ${response.status}`);
  const body = (await response.json()) as { reserved_dates?: unknown[] };
  return Array.isArray(body.reserved_dates) ? body.reserved_dates : [];
}

export function useReservations(url: string | null) {
  const { data, error, isLoading, mutate } = useSWR(url, fetchReserved, {
    revalidateOnFocus: true,
    shouldRetryOnError: false,
  });
  return {
    reservations: error ? [] : (data ?? []),
    failed: Boolean(error),
    loading: isLoading,
    reload: () => mutate(),
  };
}
