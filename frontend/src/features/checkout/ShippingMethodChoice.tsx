import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ShippingOptionDto } from '../../api/enhanced';
import { SkeletonBox } from '../../components/SkeletonBox';
import { deliveryEstimate } from '../../lib/deliveryEstimate';
import { formatCents, toCents } from '../../lib/money';
import { focusRing } from '../../theme/theme';

/** What the method costs this cart: 'Free' when it is free from its threshold. */
export function shippingPrice(amount: string): string {
  const cents = toCents(amount);
  return cents === 0 ? 'Free' : formatCents(cents);
}

/**
 * The shipping methods the server priced for this cart (the quote's options), one radio each: name, price or 'Free',
 * delivery estimate. `options` undefined: not priced yet (placeholders); empty: the shop charges no shipping, so there
 * is nothing to choose and nothing is drawn.
 */
export function ShippingMethodChoice({
  options,
  chosenId,
  onChoose,
}: {
  options: ShippingOptionDto[] | undefined;
  chosenId: number | null;
  onChoose: (id: number) => void;
}) {
  if (options && options.length === 0) return null;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 3 }}>
      <Typography component="legend" variant="h5" sx={{ mb: 1.5 }}>
        Shipping method
      </Typography>
      {options === undefined ? (
        <SkeletonBox variant="rounded" height={72} aria-label="Loading shipping methods" />
      ) : (
        <Box sx={{ display: 'grid', gap: 1 }}>
          {options.map((option) => (
            <Box
              key={option.id}
              component="label"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                px: 2,
                py: 1.5,
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                cursor: 'pointer',
                bgcolor: 'background.paper',
                '&:has(:checked)': {
                  borderColor: 'primary.main',
                  boxShadow: (theme) => `inset 0 0 0 1px ${theme.palette.primary.main}`,
                },
                '&:has(:focus-visible)': focusRing,
                '& > input': {
                  m: 0,
                  width: 20,
                  height: 20,
                  accentColor: (theme) => theme.palette.primary.main,
                  outline: 'none',
                },
              }}
            >
              <input
                type="radio"
                name="shippingMethod"
                value={option.id}
                checked={option.id === chosenId}
                onChange={() => onChoose(option.id)}
              />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{option.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {deliveryEstimate(option.estimateDaysMin, option.estimateDaysMax)}
                </Typography>
              </Box>
              <Typography sx={{ fontWeight: 600 }} data-testid={`shipping-option-price-${option.id}`}>
                {shippingPrice(option.amount)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
