import Box from '@mui/material/Box';
import { ShopButton } from '../../components/ShopButton';
import { PageContainer } from '../../components/PageContainer';
import { SkeletonBox } from '../../components/SkeletonBox';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { setupListeners } from '@reduxjs/toolkit/query';
import { isNotFound } from '../../api/errorText';
import { api, ProductDto, useGetProductFaqsQuery, useGetProductQuery } from '../../api/enhanced';
import { PageHead } from '../../head/PageHead';
import { pageMeta } from '../../head/pageMeta';
import { useAppDispatch, useAppSelector } from '../../store/store';
import { FaqAccordion } from '../../components/FaqAccordion';
import { LoadError } from '../../components/LoadError';
import { NativeSelectField } from '../../components/NativeSelectField';
import { pictureAlt, refillBoxImage } from '../../lib/images';
import { formatMoney } from '../../lib/money';
import { scentByNumber, variantSlug } from '../../lib/scents';
import { addItem } from '../../store/cart/cartSlice';
import { cartLineFor } from '../../store/cart/cartLine';
import { useToast } from '../../store/toasts/useToast';
import { GalleryImage, ProductGallery } from './ProductGallery';
import { ProductDetails } from './ProductDetails';
import { backToProducts, ProductNavState, sizeFromNavState } from './productNavigation';
import { REFILL_SIZE, sellableSizes, sizeLabel, unitPrice } from '../../lib/productPricing';
import { BackInStockForm } from './BackInStockForm';
import { defaultSize, isSoldOut, stockNote } from '../../lib/stockAvailability';
import { whenIdle } from '../../lib/whenIdle';
import { ScentSelector } from './ScentSelector';
import { type PurchaseChoice, SubscriptionChoice } from './SubscriptionChoice';
import { mixRefusal } from '../../store/cart/subscription';
import { TextLink } from '../../components/TextLink';
import type { RouteData } from '../../lib/routeData';

/**
 * The queries the server starts before it renders this page (entry-server.tsx, app/routes.tsx): the FAQs are drawn
 * only once the product is in, so a render alone would start them too late for the page.
 */
export const routeData: RouteData = ({ slug = '' }) => [
  api.endpoints.getProduct.initiate({ slug }),
  api.endpoints.getProductFaqs.initiate({ slug }),
];

export function ProductDetailPage() {
  const { slug = '' } = useParams();
  const location = useLocation();
  // An open tab shows a changed price without a reload: the product is asked again when the tab regains
  // focus or the network comes back (the list and the rest keep the no-refetch default of docs/product.md, Talking to
  // the server).
  const { currentData, data, error, isFetching, refetch } = useGetProductQuery(
    { slug },
    { refetchOnFocus: true, refetchOnReconnect: true },
  );
  // The focus and online listeners live while this page does: set up here, not in the shell, which keeps RTK Query's
  // core out of the home page's first load (its budget, docs/benchmarks.md).
  const dispatch = useAppDispatch();
  useEffect(() => setupListeners(dispatch), [dispatch]);
  // While another scent loads, the previous variant stays on screen (no blank frame, no jump); once the request has
  // failed or answered 'not found', currentData is empty and not fetching, so the old product never outlives an error.
  const product = currentData ?? (isFetching ? data : undefined);

  return (
    <PageContainer maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <TextLink
        to={backToProducts(location.search)}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, mb: 3, fontWeight: 600, py: 0.5 }}
      >
        <ArrowBackIcon fontSize="small" /> Back to Products
      </TextLink>
      {isFetching && !product ? (
        <DetailSkeleton />
      ) : product ? (
        // Keyed by slug: a scent switch starts the new variant with no size chosen and the first image
        // (docs/product.md, States).
        <ProductView key={product.slug} product={product} />
      ) : isNotFound(error) ? (
        <ProductNotFound slug={slug} />
      ) : (
        <LoadError
          message="We couldn't load this product. Please check your connection and try again."
          onRetry={() => void refetch()}
        />
      )}
    </PageContainer>
  );
}

function galleryImages(product: ProductDto): GalleryImage[] {
  const paths = product.images.length > 0 ? product.images : [product.image];
  const images: GalleryImage[] = paths.map((src, index) => ({
    src,
    alt: pictureAlt(product, index),
    stored: product.imageSizes?.[index],
  }));
  const refill = product.sizes.includes(REFILL_SIZE) ? refillBoxImage(product.scentNumber) : null;
  if (refill) images.push({ src: refill, alt: `${product.name} 3-liter refill box` });
  return images;
}

function ProductView({ product }: { product: ProductDto }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const scent = scentByNumber(product.scentNumber);
  const images = galleryImages(product);
  const scents = product.availableScents ?? [];
  const sizes = sellableSizes(product);
  // '?size=Refill Box' (from the refill view of the list) preselects that size when the product offers it; a scent
  // switch hands over the size chosen on the scent left, when this one sells it.
  const [size, setSize] = useState(
    () =>
      sizeFromNavState(location.state, sizes) ??
      (product.sizes.includes(params.get('size') ?? '') ? (params.get('size') as string) : ''),
  );
  const prefetch = api.usePrefetch('getProduct');
  const refillImageIndex = product.sizes.includes(REFILL_SIZE) ? images.length - 1 : -1;
  // The Refill Box shows its box (the gallery's last picture, see galleryImages).
  const [imageIndex, setImageIndex] = useState(() =>
    size === REFILL_SIZE && refillImageIndex >= 0 ? refillImageIndex : 0,
  );
  // What 'Add to Cart' adds: the chosen size, else the first in stock (docs/product.md, Input rules). The picker shows
  // it, so nothing is added unseen.
  const priceSize = size || defaultSize(product, sizes);
  const soldOut = isSoldOut(product, priceSize);
  const note = stockNote(product, priceSize);
  const shownPrice = unitPrice(product, priceSize);
  const terms = product.subscription;
  const subscribable = Boolean(terms?.sizes.includes(priceSize)) && shownPrice !== null;
  const [purchase, setPurchase] = useState<PurchaseChoice>(() => ({
    subscribe: false,
    frequencyMonths: terms?.defaultFrequencyMonths ?? 2,
  }));
  const subscribing = subscribable && purchase.subscribe;
  const cartItems = useAppSelector((state) => state.cart.items);
  const [refusal, setRefusal] = useState<string | null>(null);

  // The other scents are fetched ahead, so choosing one swaps the page at once; in an idle moment, not in the commit
  // that hydrates the page (three requests and their cache updates would lengthen that task).
  const scentKey = scents.join(',');
  useEffect(
    () =>
      whenIdle(() => {
        for (const number of scentKey.split(','))
          if (number && number !== product.scentNumber) prefetch({ slug: variantSlug(product.slug, number) });
      }),
    [prefetch, product.slug, product.scentNumber, scentKey],
  );

  const chooseScent = (number: string) => {
    // Same place on the page, same way back to the list: a scent is a variant of this page, not a new visit.
    const state: ProductNavState = { keepScroll: true, ...(size ? { size } : {}) };
    void navigate(`/products/${variantSlug(product.slug, number)}${location.search}`, {
      state,
      preventScrollReset: true,
    });
  };

  const chooseSize = (chosen: string) => {
    setSize(chosen);
    if (chosen === REFILL_SIZE && refillImageIndex >= 0) setImageIndex(refillImageIndex);
    else if (imageIndex === refillImageIndex) setImageIndex(0);
  };

  const addToCart = () => {
    // docs/product.md, Input rules: on the detail page the first size (still in stock) is used when none is chosen.
    const chosen = priceSize;
    if (soldOut) return;
    const line = cartLineFor(product, chosen);
    if (line === null) return; // only sellable sizes are offered
    // A subscription and a one-time order are checked out separately (docs/product.md, Subscribe & save).
    const refused = mixRefusal(cartItems, subscribing);
    setRefusal(refused);
    if (refused) return;
    if (subscribing && terms)
      line.subscription = { frequencyMonths: purchase.frequencyMonths, discountPercent: terms.discountPercent };
    dispatch(addItem(line));
    toast({ title: 'Added to cart', description: `${product.name} (${chosen}) added to your cart` });
  };

  return (
    <>
      <PageHead
        meta={pageMeta({
          path: `/products/${product.slug}`,
          title: product.name,
          description: product.description.slice(0, 160),
          imageUrl: product.image,
          ogType: 'product',
        })}
      />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 7 },
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <ProductGallery images={images} selected={imageIndex} onSelect={setImageIndex} tint={scent?.tint} />
        <Box>
          <Typography variant="overline" color="secondary">
            {product.category}
          </Typography>
          <Typography variant="h1" sx={{ mb: 1, fontSize: 'clamp(2rem, 4vw, 3rem)' }}>
            {product.name}
          </Typography>
          {scent && (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {scent.name}
              {product.fragranceFamily ? ` · ${product.fragranceFamily}` : ''}
            </Typography>
          )}
          <Typography sx={{ fontSize: '1.5rem', fontWeight: 600, mb: 2 }} data-testid="product-price">
            {shownPrice !== null && formatMoney(shownPrice)}
            {priceSize === REFILL_SIZE && (
              <Box component="span" sx={{ fontSize: '1rem', color: 'text.secondary', ml: 1 }}>
                (3 Liter Refill)
              </Box>
            )}
          </Typography>
          <Typography sx={{ mb: 3 }}>{product.description}</Typography>

          {scents.length > 1 && (
            <Box sx={{ mb: 3 }}>
              <Typography component="h2" sx={{ fontWeight: 600, mb: 1 }}>
                Scent
              </Typography>
              <ScentSelector
                scents={scents}
                value={product.scentNumber}
                label="Scent"
                size="medium"
                fill
                onChange={chooseScent}
              />
            </Box>
          )}

          {sizes.length > 1 ? (
            <NativeSelectField
              label="Size"
              value={priceSize}
              onChange={chooseSize}
              shrinkLabel
              sx={{ mb: 3, minWidth: 260, width: { xs: '100%', sm: 'auto' }, bgcolor: 'background.paper' }}
            >
              {/* A sold-out size stays choosable: choosing it offers 'Notify me when it's back' (docs/inventory.md). */}
              {sizes.map((option) => (
                <option key={option} value={option}>
                  {sizeLabel(option)}
                  {isSoldOut(product, option) ? ' (Sold out)' : ''}
                </option>
              ))}
            </NativeSelectField>
          ) : (
            // One size leaves nothing to choose: it is said, not offered in a menu.
            sizes.length === 1 && (
              <Typography sx={{ mb: 2 }} data-testid="only-size">
                Size: {sizeLabel(priceSize)}
              </Typography>
            )
          )}
          {note && (
            <Typography
              role="status"
              sx={{ mb: 2, fontWeight: 600, color: soldOut ? 'text.secondary' : 'warning.dark' }}
              data-testid="stock-note"
            >
              {note}
            </Typography>
          )}

          {product.maxPerOrder !== undefined && !soldOut && (
            <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }} data-testid="max-per-order">
              Up to {product.maxPerOrder} per order
            </Typography>
          )}
          {subscribable && terms && shownPrice !== null && !soldOut && (
            <SubscriptionChoice
              terms={terms}
              price={shownPrice}
              choice={purchase}
              onChange={(choice) => {
                setPurchase(choice);
                setRefusal(null);
              }}
            />
          )}
          {refusal && (
            <Typography
              role="alert"
              sx={{ mb: 2, fontWeight: 600, color: 'error.main' }}
              data-testid="cart-mix-refusal"
            >
              {refusal}
            </Typography>
          )}
          {soldOut ? (
            <BackInStockForm key={priceSize} slug={product.slug} size={priceSize} />
          ) : (
            <Box>
              <ShopButton
                variant="contained"
                size="large"
                onClick={addToCart}
                sx={{ minWidth: 220, width: { xs: '100%', sm: 'auto' }, mb: 4 }}
              >
                Add to Cart
              </ShopButton>
            </Box>
          )}

          <ProductDetails product={product} />
        </Box>
      </Box>
      <Box component="section" aria-labelledby="product-faq" sx={{ mt: { xs: 6, md: 10 }, maxWidth: 820 }}>
        <Typography id="product-faq" variant="h2" sx={{ mb: 2 }}>
          Frequently Asked Questions
        </Typography>
        <ProductFaqs slug={product.slug} />
      </Box>
    </>
  );
}

/** The category FAQs come from the server, the same ones its FAQPage structured data lists. */
function ProductFaqs({ slug }: { slug: string }) {
  const { data: faqs } = useGetProductFaqsQuery({ slug });
  return faqs ? <FaqAccordion items={faqs} /> : <SkeletonBox variant="rounded" height={240} aria-hidden />;
}

function ProductNotFound({ slug }: { slug: string }) {
  return (
    <Box sx={{ py: 10, textAlign: 'center' }}>
      <PageHead
        meta={pageMeta({
          path: `/products/${slug}`,
          title: 'Product not found',
          description: 'This product is not in our catalogue.',
          status: 404,
          robots: 'noindex,nofollow',
          imageUrl: null,
        })}
      />
      <Typography variant="h1" sx={{ mb: 2 }}>
        Product not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        It may have been renamed or retired. Everything we make is on the products page.
      </Typography>
      <ShopButton component={RouterLink} to="/products" variant="contained">
        Browse Products
      </ShopButton>
    </Box>
  );
}

function DetailSkeleton() {
  return (
    <Box
      aria-busy="true"
      aria-label="Loading product"
      data-testid="product-loading"
      sx={{ display: 'grid', gap: 6, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
    >
      <SkeletonBox variant="rounded" sx={{ aspectRatio: '4 / 5', height: 'auto' }} />
      <Box>
        <SkeletonBox width="30%" />
        <SkeletonBox width="80%" height={64} />
        <SkeletonBox width="25%" height={40} />
        <SkeletonBox height={120} />
      </Box>
    </Box>
  );
}
