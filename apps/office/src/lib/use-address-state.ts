import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

/**
 * A screen's view kept in the address: what it reads there, and how a change is written back. Each change
 * builds on the one written before it, not on the address this render read: the router commits a navigation
 * after the next event may have come, and two changes in a row (a period's two days typed one after the other)
 * would otherwise keep only the second.
 */
export function useAddressState<S>(address: {
  read: (params: URLSearchParams) => S;
  write: (state: S) => URLSearchParams;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const written = useRef(searchParams);
  useEffect(() => {
    written.current = searchParams;
  }, [searchParams]);
  const change = useCallback(
    (next: (current: S) => S, options?: NavigateOptions) => {
      const params = address.write(next(address.read(written.current)));
      written.current = params;
      setSearchParams(params, options);
    },
    [address, setSearchParams],
  );
  return [address.read(searchParams), change] as const;
}
