import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list's filters kept in the address: read once when the list opens, written back as they change
 * (replacing the history entry), so a reload, a shared link or Back from a detail reopens the same list. Values at
 * their default are left out of the address. Local state drives the controls, so typing never waits on the router.
 */
export function useAddressFilters<T extends Record<string, string>>(defaults: T): [T, (patch: Partial<T>) => void] {
  const [params, setParams] = useSearchParams();
  const [values, setValues] = useState<T>(() => {
    const read = { ...defaults };
    for (const key of Object.keys(defaults) as Array<keyof T & string>) {
      const value = params.get(key);
      if (value !== null) read[key] = value as T[typeof key];
    }
    return read;
  });
  const update = useCallback((patch: Partial<T>) => setValues((current) => ({ ...current, ...patch })), []);

  const wanted = new URLSearchParams(params);
  for (const [key, value] of Object.entries(values)) {
    if (value === defaults[key]) wanted.delete(key);
    else wanted.set(key, value);
  }
  const target = wanted.toString();
  const changed = target !== params.toString();
  useEffect(() => {
    if (changed) setParams(new URLSearchParams(target), { replace: true, preventScrollReset: true });
  }, [changed, target, setParams]);

  return [values, update];
}
