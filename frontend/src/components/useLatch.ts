import { useState } from 'react';

/** False until `value` is first true, then true for good: mounts lazily loaded UI on first use and keeps it. */
export function useLatch(value: boolean): boolean {
  const [latched, setLatched] = useState(value);
  if (value && !latched) setLatched(true);
  return latched || value;
}
