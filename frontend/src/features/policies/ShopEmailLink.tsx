import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useGetShopContactQuery } from '../../api/enhanced';

/**
 * The shop's e-mail address (SHOP_CONTACT_EMAIL, from the server) as a mailto link in the theme's link colour unless
 * `sx` says otherwise; nothing until it is known.
 */
export function ShopEmailLink({ sx }: { sx?: SxProps<Theme> }) {
  const { data } = useGetShopContactQuery();
  if (!data) return null;
  return (
    <Box component="a" href={`mailto:${data.email}`} sx={sx ?? { color: 'primary.main' }}>
      {data.email}
    </Box>
  );
}
