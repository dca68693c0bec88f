import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import shopPolicies from '@shop/site/shop-policies.json';
import { useGetShippingPolicyQuery, type ShippingMethodDto } from '../../api/enhanced';
import { SkeletonBox } from '../../components/SkeletonBox';
import { TextLink } from '../../components/TextLink';
import { visuallyHidden } from '../../components/visuallyHidden';
import { deliveryEstimate } from '../../lib/deliveryEstimate';
import { formatMoney } from '../../lib/money';
import { PolicyPage, PolicySection } from './PolicyPage';
import { ShopEmailLink } from './ShopEmailLink';

/** What a method costs: its price, and from what amount it is free. */
export function methodPriceText(method: Pick<ShippingMethodDto, 'price' | 'freeFrom'>): string {
  const price = formatMoney(method.price);
  return method.freeFrom === null ? price : `${price}, free from ${formatMoney(method.freeFrom)}`;
}

const cellSx = { textAlign: 'left', py: 1, pr: 2, borderBottom: 1, borderColor: 'divider', verticalAlign: 'top' };

/**
 * The methods staff manage (`GET /api/shipping-policy`, the settings the checkout and the product JSON-LD read), in
 * checkout order, with the free-shipping sentence the drawer and the checkout show.
 */
function ShippingMethods() {
  const { data, isError } = useGetShippingPolicyQuery();
  if (isError)
    return <Typography component="p">The shipping methods could not be loaded. Please reload the page.</Typography>;
  if (!data) return <SkeletonBox variant="rounded" sx={{ height: 120 }} />;
  if (data.methods.length === 0) return <Typography component="p">Shipping is free on every order.</Typography>;
  return (
    <>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', mb: 2 }} data-testid="shipping-methods">
        <Box component="caption" sx={visuallyHidden}>
          Shipping methods
        </Box>
        <thead>
          <tr>
            <Box component="th" scope="col" sx={cellSx}>
              Method
            </Box>
            <Box component="th" scope="col" sx={cellSx}>
              Price
            </Box>
            <Box component="th" scope="col" sx={cellSx}>
              Delivery
            </Box>
          </tr>
        </thead>
        <tbody>
          {data.methods.map((method) => (
            <tr key={method.id}>
              <Box component="th" scope="row" sx={{ ...cellSx, fontWeight: 600 }}>
                {method.name}
              </Box>
              <Box component="td" sx={cellSx}>
                {methodPriceText(method)}
              </Box>
              <Box component="td" sx={cellSx}>
                {deliveryEstimate(method.estimateDaysMin, method.estimateDaysMax)}
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
      {data.freeShipping && (
        <Typography component="p" sx={{ fontWeight: 600 }} data-testid="policy-free-shipping">
          {data.freeShipping.statement}
        </Typography>
      )}
    </>
  );
}

/**
 * /shipping-returns: the shipping methods, their prices and estimates, the free-shipping threshold, sales tax and the
 * return policy (the one the product pages' structured data carries, site/shop-policies.json).
 */
export function ShippingReturnsPage() {
  const { returns, shipsFrom } = shopPolicies;
  return (
    <PolicyPage
      title="Shipping & Returns"
      intro={`We pack every order by hand and ship it from ${shipsFrom.name} to addresses in the United States. Here is what shipping costs, how long it takes, and how to send something back.`}
    >
      <PolicySection id="shipping-methods-title" title="Shipping">
        <Typography component="p">
          You choose the method at checkout, after your address. Delivery estimates count business days from the day the
          parcel leaves us.
        </Typography>
        <ShippingMethods />
      </PolicySection>
      <PolicySection id="shipping-tax-title" title="Sales tax">
        <Typography component="p">
          Orders shipped to a state where we collect sales tax pay that state&apos;s rate on the goods after any
          discount, and on shipping where the state taxes it. The checkout shows the tax once you choose your state,
          before you pay.
        </Typography>
      </PolicySection>
      <PolicySection id="shipping-returns-title" title="Returns">
        <Typography component="p">{returns.statement}</Typography>
        <Typography component="p">
          To return something, write to <ShopEmailLink /> or use the <TextLink to="/contact">contact form</TextLink>{' '}
          within {returns.days} days of delivery, with your order number, and send it back by mail. Once it arrives we
          refund the items and their sales tax to the original payment through PayPal.
        </Typography>
        <Typography component="p">
          If something arrives broken or wrong, write to us within {returns.days} days with a photo and we replace or
          refund it, postage included.
        </Typography>
      </PolicySection>
    </PolicyPage>
  );
}
