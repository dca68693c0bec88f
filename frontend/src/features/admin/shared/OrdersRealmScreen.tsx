import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { AdminGate } from './AdminGate';
import { AdminHead } from './AdminHead';
import { useAdminRealm } from './useAdminRealm';

/**
 * A screen behind the order screens' gate (bearer password, shared for the tab by /admin-orders and /admin): the
 * page head, then the gate ('Access Dashboard', 'Back' to the home page) until unlocked, then the screen.
 */
export function OrdersRealmScreen({
  path,
  title,
  prompt,
  children,
}: {
  path: string;
  title: string;
  prompt: string;
  children: ReactNode;
}) {
  const { password, lockMessage, unlock } = useAdminRealm('orders', { screenOnly: false });
  const navigate = useNavigate();
  return (
    <>
      <AdminHead path={path} title={title} />
      {password ? (
        children
      ) : (
        <AdminGate
          prompt={prompt}
          feedback="inline"
          submitLabel="Access Dashboard"
          lockMessage={lockMessage}
          onUnlock={unlock}
          onBack={() => navigate('/')}
        />
      )}
    </>
  );
}
