import type { ReactNode } from 'react';
import type { AdminRealm } from '../../../api/adminSession';
import { AdminGate } from './AdminGate';
import { AdminHead } from './AdminHead';
import { useAdminRealm } from './useAdminRealm';

/**
 * A screen that holds its own password (x-admin-password, forgotten when the screen closes): the page head, then
 * the gate ('Unlock', failures as a toast) until unlocked, then the screen.
 */
export function ScreenRealmScreen({
  realm,
  path,
  title,
  prompt,
  children,
}: {
  realm: AdminRealm;
  path: string;
  title: string;
  prompt: string;
  children: ReactNode;
}) {
  const { password, lockMessage, unlock } = useAdminRealm(realm, { screenOnly: true });
  return (
    <>
      <AdminHead path={path} title={title} />
      {password ? (
        children
      ) : (
        <AdminGate prompt={prompt} feedback="toast" submitLabel="Unlock" lockMessage={lockMessage} onUnlock={unlock} />
      )}
    </>
  );
}
