import type { AlertProps } from '@mui/material/Alert';
import { Suspense } from 'react';
import { lazyPart } from '../../lib/lazyPart';

const StatusAlert = lazyPart('src/features/order-status/StatusAlert.tsx', () =>
  import('./StatusAlert').then((m) => m.StatusAlert),
);

/**
 * An alert of the status page, whose code loads when one is first shown (a failed lookup, a link that no longer
 * opens an order); the page around it stays as it is meanwhile.
 */
export function LazyStatusAlert(props: AlertProps) {
  return (
    <Suspense fallback={null}>
      <StatusAlert {...props} />
    </Suspense>
  );
}
