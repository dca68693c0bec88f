import ArrowBack from '@mui/icons-material/ArrowBack';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import { ShopButton } from '../../../components/ShopButton';
import { PageContainer } from '../../../components/PageContainer';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Outlet, Link as RouterLink, useLocation } from 'react-router-dom';
import { AdminRealm, selectAdminPassword } from '../../../api/adminSession';
import { useAppSelector } from '../../../store/store';
import { palette } from '../../../theme/theme';
import { AdminLayout } from './AdminLayout';
import { ADMIN_MAX_WIDTH } from '../shared/adminLayout';

interface ShellLink {
  to: string;
  label: string;
  /** The password the screen holds; the bar appears once it (or the tab-wide order password) is unlocked. */
  realm: AdminRealm;
  /** Paths that highlight this entry (the order detail highlights Orders). */
  matches: (pathname: string) => boolean;
}

export const SHELL_LINKS: ShellLink[] = [
  { to: '/admin', label: 'Dashboard', realm: 'orders', matches: (p) => p === '/admin' },
  {
    to: '/admin-orders',
    label: 'Orders',
    realm: 'orders',
    matches: (p) => p === '/admin-orders' || p.startsWith('/admin-orders/'),
  },
  { to: '/admin-products', label: 'Products', realm: 'products', matches: (p) => p === '/admin-products' },
  { to: '/admin-promo-codes', label: 'Promo codes', realm: 'promoCodes', matches: (p) => p === '/admin-promo-codes' },
  { to: '/admin-shipping', label: 'Shipping', realm: 'shipping', matches: (p) => p === '/admin-shipping' },
  { to: '/admin-tax', label: 'Tax', realm: 'tax', matches: (p) => p === '/admin-tax' },
  {
    to: '/admin-subscriptions',
    label: 'Subscriptions',
    realm: 'subscriptions',
    matches: (p) => p === '/admin-subscriptions',
  },
];

/**
 * Layout route around every admin screen: once the screen (or the order screens' shared password) is
 * unlocked, a slim bar links Dashboard, Orders, Products, Promo codes, Shipping, Tax,
 * Subscriptions and 'Back to Site', the current one marked
 * with aria-current. The screens below keep their own gates; this wraps them without touching their bodies.
 */
export function AdminShell() {
  const { pathname } = useLocation();
  const current = SHELL_LINKS.find((link) => link.matches(pathname));
  const ordersUnlocked = useAppSelector((state) => Boolean(selectAdminPassword(state, 'orders')));
  const screenUnlocked = useAppSelector((state) => Boolean(current && selectAdminPassword(state, current.realm)));
  return (
    <AdminLayout bar={(ordersUnlocked || screenUnlocked) && <ShellBar pathname={pathname} />}>
      <Outlet />
    </AdminLayout>
  );
}

function ShellBar({ pathname }: { pathname: string }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const current = SHELL_LINKS.find((link) => link.matches(pathname));
  return (
    <Box
      component="nav"
      aria-label="Back office"
      sx={{ bgcolor: palette.sageLight, borderBottom: 1, borderColor: 'divider' }}
    >
      <PageContainer maxWidth={ADMIN_MAX_WIDTH} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, py: 0.75 }}>
        {/* On a phone the links live in a drawer behind a menu button, as in Shopify's admin. */}
        <IconButton
          aria-label="Open back-office menu"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
          sx={{ display: { sm: 'none' }, color: palette.sageDark }}
        >
          <MenuIcon />
        </IconButton>
        <Typography sx={{ display: { sm: 'none' }, flex: 1, fontWeight: 700, color: palette.sageDark }}>
          {current?.label}
        </Typography>
        <Box
          component="ul"
          sx={{ display: { xs: 'none', sm: 'flex' }, gap: 0.5, listStyle: 'none', m: 0, p: 0, flex: 1, minWidth: 0 }}
        >
          {SHELL_LINKS.map((link) => {
            const active = link.matches(pathname);
            return (
              <li key={link.to}>
                <ShopButton
                  component={RouterLink}
                  to={link.to}
                  size="small"
                  aria-current={active ? 'page' : undefined}
                  variant={active ? 'contained' : 'text'}
                  sx={{ whiteSpace: 'nowrap', color: active ? undefined : palette.sageDark, fontWeight: 600 }}
                >
                  {link.label}
                </ShopButton>
              </li>
            );
          })}
        </Box>
        <ShopButton
          component={RouterLink}
          to="/"
          size="small"
          startIcon={<ArrowBack />}
          sx={{ whiteSpace: 'nowrap', color: palette.sageDark, fontWeight: 600 }}
        >
          Back to Site
        </ShopButton>
      </PageContainer>
      <Drawer anchor="left" open={menuOpen} onClose={() => setMenuOpen(false)}>
        <List component="nav" aria-label="Back-office menu" sx={{ width: 260, pt: 2 }}>
          {SHELL_LINKS.map((link) => {
            const active = link.matches(pathname);
            return (
              <ListItemButton
                key={link.to}
                component={RouterLink}
                to={link.to}
                selected={active}
                aria-current={active ? 'page' : undefined}
                onClick={() => setMenuOpen(false)}
              >
                <ListItemText primary={link.label} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
              </ListItemButton>
            );
          })}
        </List>
      </Drawer>
    </Box>
  );
}
