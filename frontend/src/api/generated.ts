import { baseApi as api } from './baseApi';
export const addTagTypes = [
  'catalog',
  'promos',
  'newsletter',
  'shipping',
  'orders',
  'payments',
  'checkout',
  'journal',
  'waitlist',
  'contact',
  'seo',
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listProducts: build.query<ListProductsApiResponse, ListProductsApiArg>({
        query: () => ({ url: `/api/products` }),
        providesTags: ['catalog'],
      }),
      getProduct: build.query<GetProductApiResponse, GetProductApiArg>({
        query: (queryArg) => ({ url: `/api/products/${queryArg.slug}` }),
        providesTags: ['catalog'],
      }),
      listProductCards: build.query<ListProductCardsApiResponse, ListProductCardsApiArg>({
        query: (queryArg) => ({
          url: `/api/product-cards`,
          params: {
            page: queryArg.page,
            filter: queryArg.filter,
            scent: queryArg.scent,
          },
        }),
        providesTags: ['catalog'],
      }),
      getProductFaqs: build.query<GetProductFaqsApiResponse, GetProductFaqsApiArg>({
        query: (queryArg) => ({ url: `/api/products/${queryArg.slug}/faqs` }),
        providesTags: ['catalog'],
      }),
      validatePromoCode: build.query<ValidatePromoCodeApiResponse, ValidatePromoCodeApiArg>({
        query: (queryArg) => ({
          url: `/api/promo-codes/validate/${queryArg.code}`,
          params: {
            subtotal: queryArg.subtotal,
          },
        }),
        providesTags: ['promos'],
      }),
      subscribeToNewsletter: build.mutation<SubscribeToNewsletterApiResponse, SubscribeToNewsletterApiArg>({
        query: (queryArg) => ({ url: `/api/newsletter/subscribe`, method: 'POST', body: queryArg.subscribeDto }),
        invalidatesTags: ['newsletter'],
      }),
      listShippingMethods: build.query<ListShippingMethodsApiResponse, ListShippingMethodsApiArg>({
        query: () => ({ url: `/api/shipping-methods` }),
        providesTags: ['shipping'],
      }),
      getShippingPolicy: build.query<GetShippingPolicyApiResponse, GetShippingPolicyApiArg>({
        query: () => ({ url: `/api/shipping-policy` }),
        providesTags: ['shipping'],
      }),
      placeOrder: build.mutation<PlaceOrderApiResponse, PlaceOrderApiArg>({
        query: (queryArg) => ({ url: `/api/orders`, method: 'POST', body: queryArg.placeOrderDto }),
        invalidatesTags: ['orders'],
      }),
      lookupOrder: build.mutation<LookupOrderApiResponse, LookupOrderApiArg>({
        query: (queryArg) => ({ url: `/api/orders/lookup`, method: 'POST', body: queryArg.lookupOrderDto }),
        invalidatesTags: ['orders'],
      }),
      getOrderStatus: build.query<GetOrderStatusApiResponse, GetOrderStatusApiArg>({
        query: (queryArg) => ({ url: `/api/orders/status/${queryArg.token}` }),
        providesTags: ['orders'],
      }),
      getPaymentSetup: build.query<GetPaymentSetupApiResponse, GetPaymentSetupApiArg>({
        query: () => ({ url: `/setup` }),
        providesTags: ['payments'],
      }),
      createPaymentOrder: build.mutation<CreatePaymentOrderApiResponse, CreatePaymentOrderApiArg>({
        query: (queryArg) => ({ url: `/order`, method: 'POST', body: queryArg.createPaymentOrderDto }),
        invalidatesTags: ['payments'],
      }),
      capturePaymentOrder: build.mutation<CapturePaymentOrderApiResponse, CapturePaymentOrderApiArg>({
        query: (queryArg) => ({ url: `/order/${queryArg.id}/capture`, method: 'POST' }),
        invalidatesTags: ['payments'],
      }),
      approveDemoPayment: build.mutation<ApproveDemoPaymentApiResponse, ApproveDemoPaymentApiArg>({
        query: (queryArg) => ({
          url: `/order/${queryArg.id}/approve`,
          method: 'POST',
          body: queryArg.approveDemoPaymentDto,
        }),
        invalidatesTags: ['payments'],
      }),
      quoteCheckout: build.query<QuoteCheckoutApiResponse, QuoteCheckoutApiArg>({
        query: (queryArg) => ({ url: `/api/checkout/quote`, method: 'POST', body: queryArg.checkoutQuoteRequestDto }),
        providesTags: ['checkout'],
      }),
      placeFreeOrder: build.mutation<PlaceFreeOrderApiResponse, PlaceFreeOrderApiArg>({
        query: (queryArg) => ({ url: `/order/free`, method: 'POST', body: queryArg.freeOrderDto }),
        invalidatesTags: ['payments'],
      }),
      listJournalArticles: build.query<ListJournalArticlesApiResponse, ListJournalArticlesApiArg>({
        query: () => ({ url: `/api/journal` }),
        providesTags: ['journal'],
      }),
      getJournalArticle: build.query<GetJournalArticleApiResponse, GetJournalArticleApiArg>({
        query: (queryArg) => ({ url: `/api/journal/${queryArg.slug}` }),
        providesTags: ['journal'],
      }),
      joinWaitlist: build.mutation<JoinWaitlistApiResponse, JoinWaitlistApiArg>({
        query: (queryArg) => ({ url: `/api/waitlist`, method: 'POST', body: queryArg.joinWaitlistDto }),
        invalidatesTags: ['waitlist'],
      }),
      requestBackInStockNotice: build.mutation<RequestBackInStockNoticeApiResponse, RequestBackInStockNoticeApiArg>({
        query: (queryArg) => ({
          url: `/api/products/${queryArg.slug}/back-in-stock`,
          method: 'POST',
          body: queryArg.backInStockRequestDto,
        }),
        invalidatesTags: ['waitlist'],
      }),
      getShopContact: build.query<GetShopContactApiResponse, GetShopContactApiArg>({
        query: () => ({ url: `/api/contact` }),
        providesTags: ['contact'],
      }),
      sendContactMessage: build.mutation<SendContactMessageApiResponse, SendContactMessageApiArg>({
        query: (queryArg) => ({ url: `/api/contact`, method: 'POST', body: queryArg.contactMessageDto }),
        invalidatesTags: ['contact'],
      }),
      getPageMeta: build.query<GetPageMetaApiResponse, GetPageMetaApiArg>({
        query: (queryArg) => ({
          url: `/api/page-meta`,
          params: {
            path: queryArg.path,
          },
        }),
        providesTags: ['seo'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as shopApi };
export type ListProductsApiResponse = /** status 200  */ ProductDto[];
export type ListProductsApiArg = void;
export type GetProductApiResponse = /** status 200  */ ProductDto;
export type GetProductApiArg = {
  slug: string;
};
export type ListProductCardsApiResponse = /** status 200  */ ProductCardPageDto;
export type ListProductCardsApiArg = {
  page?: number;
  /** Format filter; all by default */
  filter?: 'all' | 'surface-spray' | 'dish-soap' | 'hand-soap' | 'candle' | 'room-mist' | 'refill';
  /** Scent filter; all by default */
  scent?: '09' | '42' | '62' | '92';
};
export type GetProductFaqsApiResponse = /** status 200  */ FaqDto[];
export type GetProductFaqsApiArg = {
  slug: string;
};
export type ValidatePromoCodeApiResponse = /** status 200  */ PromoValidationDto;
export type ValidatePromoCodeApiArg = {
  code: string;
  /** The cart's subtotal in dollars; checks the code's minimum */
  subtotal?: string;
};
export type SubscribeToNewsletterApiResponse = /** status 201  */ SubscriptionDto;
export type SubscribeToNewsletterApiArg = {
  subscribeDto: SubscribeDto;
};
export type ListShippingMethodsApiResponse = /** status 200  */ ShippingMethodDto[];
export type ListShippingMethodsApiArg = void;
export type GetShippingPolicyApiResponse = /** status 200  */ ShippingPolicyDto;
export type GetShippingPolicyApiArg = void;
export type PlaceOrderApiResponse =
  | /** status 200 The order this payment already made */ PlacedOrderDto
  | /** status 201 The order, saved now from the captured payment */ PlacedOrderDto;
export type PlaceOrderApiArg = {
  placeOrderDto: PlaceOrderDtoWrite;
};
export type LookupOrderApiResponse = /** status 200  */ OrderStatusDto;
export type LookupOrderApiArg = {
  lookupOrderDto: LookupOrderDto;
};
export type GetOrderStatusApiResponse = /** status 200  */ OrderStatusDto;
export type GetOrderStatusApiArg = {
  token: string;
};
export type GetPaymentSetupApiResponse = /** status 200  */ PaymentSetupDto;
export type GetPaymentSetupApiArg = void;
export type CreatePaymentOrderApiResponse = /** status 201  */ PaymentOrderIdDto;
export type CreatePaymentOrderApiArg = {
  createPaymentOrderDto: CreatePaymentOrderDto;
};
export type CapturePaymentOrderApiResponse =
  | /** status 200  */ CaptureResultDto
  | /** status 202 Paid; the order could not be saved yet and will be (orderId null) */ CaptureResultDto;
export type CapturePaymentOrderApiArg = {
  id: string;
};
export type ApproveDemoPaymentApiResponse = /** status 200  */ DemoApprovalDto;
export type ApproveDemoPaymentApiArg = {
  id: string;
  approveDemoPaymentDto: ApproveDemoPaymentDto;
};
export type QuoteCheckoutApiResponse = /** status 200  */ CheckoutQuoteDto;
export type QuoteCheckoutApiArg = {
  checkoutQuoteRequestDto: CheckoutQuoteRequestDto;
};
export type PlaceFreeOrderApiResponse =
  | /** status 200 A replay: the order this checkoutKey already placed */ CaptureResultDto
  | /** status 201  */ CaptureResultDto;
export type PlaceFreeOrderApiArg = {
  freeOrderDto: FreeOrderDto;
};
export type ListJournalArticlesApiResponse = /** status 200  */ JournalArticleSummaryDto[];
export type ListJournalArticlesApiArg = void;
export type GetJournalArticleApiResponse = /** status 200  */ JournalArticleDto;
export type GetJournalArticleApiArg = {
  slug: string;
};
export type JoinWaitlistApiResponse = /** status 201  */ WaitlistEntryDto;
export type JoinWaitlistApiArg = {
  joinWaitlistDto: JoinWaitlistDto;
};
export type RequestBackInStockNoticeApiResponse = /** status 201  */ BackInStockSignupDto;
export type RequestBackInStockNoticeApiArg = {
  slug: string;
  backInStockRequestDto: BackInStockRequestDto;
};
export type GetShopContactApiResponse = /** status 200  */ ShopContactDto;
export type GetShopContactApiArg = void;
export type SendContactMessageApiResponse = /** status 201  */ ContactReceiptDto;
export type SendContactMessageApiArg = {
  contactMessageDto: ContactMessageDto;
};
export type GetPageMetaApiResponse = /** status 200  */ PageMetaDto;
export type GetPageMetaApiArg = {
  /** A storefront path starting with /; a query string is ignored */
  path: string;
};
export type ImageSizeDto = {
  width: number;
  height: number;
};
export type SizeAvailabilityDto = {
  /** The size ('' for a product without sizes) */
  size: string;
  /** low: 'Only N left'; sold_out: 'Sold out', cannot be added */
  status: 'in_stock' | 'low' | 'sold_out';
  /** Units left, only when low or sold out */
  available: number | null;
};
export type ProductDto = {
  id: number;
  name: string;
  slug: string;
  description: string;
  /** Decimal(10,2) as a string */
  price: string;
  /** Price of the 3-liter refill box */
  refillPrice: string | null;
  category: string;
  image: string;
  imageUrl: string | null;
  images: string[];
  /** Alt text per picture, in the order of images; empty where none was given */
  imageAlts: string[];
  /** Stored size per picture, in the order of images; 0 × 0 for a picture that is not an uploaded photo */
  imageSizes: ImageSizeDto[];
  sizes: string[];
  fragranceFamily: string | null;
  topNotes: string | null;
  heartNotes: string | null;
  baseNotes: string | null;
  ritual: string | null;
  ingredients: string | null;
  sustainability: string | null;
  safety: string | null;
  scentNumber: string | null;
  availableScents: string[] | null;
  burnTime: string | null;
  wickType: string | null;
  /** Per size; an untracked size is always in_stock */
  availability: SizeAvailabilityDto[];
  /** Units of one size an order may hold (MAX_UNITS_PER_LINE); the product page says so */
  maxPerOrder?: number;
  createdAt: string;
  updatedAt: string;
};
export type ErrorBodyDto = {
  statusCode: number;
  /** Short sentence a shopper can read */
  error: string;
  /** Fuller sentence a shopper can read */
  message: string;
};
export type ProductCardDto = {
  /** The variants' slug without '-no-{scent}' */
  baseSlug: string;
  /** The variants that match the filters, by scent number */
  variants: ProductDto[];
};
export type ProductCardPageDto = {
  items: ProductCardDto[];
  /** Cards matching the filters, on all pages */
  total: number;
  /** The page answered: a page past the last answers the last */
  page: number;
  pageSize: number;
};
export type FaqDto = {
  question: string;
  answer: string;
};
export type PromoValidationDto = {
  code: string;
  discountType: 'percentage' | 'fixed';
  /** Percent (0-100) or dollars, two-decimal string */
  discountValue: string;
};
export type SubscriptionDto = {
  email: string;
  message: string;
};
export type SubscribeDto = {
  /** Trimmed and lower-cased before it is stored */
  email: string;
  /** Where the address was given */
  source?: 'footer' | 'holiday';
};
export type ShippingMethodDto = {
  id: number;
  name: string;
  /** The charge below the free-from amount */
  price: string;
  /** Free when the subtotal after the discount reaches this amount; null: never free */
  freeFrom: string | null;
  /** Delivery estimate, business days, at least */
  estimateDaysMin: number;
  /** Delivery estimate, business days, at most */
  estimateDaysMax: number;
  /** Whether the charge is taxed where the state taxes shipping */
  taxable: boolean;
  /** Order in the list, smallest first */
  position: number;
  /** Inactive methods are not offered at checkout */
  isActive: boolean;
};
export type FreeShippingDto = {
  /** The lowest free-from amount of the active methods */
  threshold: string;
  /** The method that becomes free */
  methodName: string;
  /** The sentence to show; the threshold is measured on the subtotal after the promo discount */
  statement: string;
};
export type ReturnPolicyDto = {
  /** Days after delivery to start a return */
  days: number;
  statement: string;
  /** Who pays the return postage (schema.org's ReturnFeesEnumeration, without its prefix) */
  fees: 'FreeReturn' | 'ReturnShippingFees';
};
export type ShippingPolicyDto = {
  /** Active methods, in order */
  methods: ShippingMethodDto[];
  /** null when no active method is ever free */
  freeShipping: FreeShippingDto | null;
  returns: ReturnPolicyDto;
  /** Where parcels leave from (a state) */
  shipsFrom: string;
};
export type PlacedOrderItemDto = {
  productId: number | null;
  productName: string;
  scent: string | null;
  size: string | null;
  quantity: number;
  /** Unit price charged */
  price: string;
};
export type PlacedOrderDto = {
  id: number;
  orderNumber: number;
  storeCode: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  customerNotes: string | null;
  shippingAddress: string;
  shippingCity: string;
  shippingState: string;
  shippingZip: string;
  billingAddress: string | null;
  billingCity: string | null;
  billingState: string | null;
  billingZip: string | null;
  items: PlacedOrderItemDto[];
  subtotal: string;
  total: string;
  promoCode: string | null;
  discountAmount: string | null;
  paymentId: string | null;
  carrier: string;
  orderStatus: string;
  createdAt: string;
  /** The order status page's signed token (as in the confirmation e-mail's link), only with 201 (this call saved the order); null on a replay */
  statusToken: string | null;
};
export type ExpectedLinePriceDto = {
  productId: number;
  size: string;
  /** Unit price */
  price: string;
};
export type ExpectedFiguresDto = {
  subtotal: string;
  /** null when no (valid) promo code applies */
  discountAmount: string | null;
  /** Shipping for the chosen method */
  shippingAmount: string;
  /** Tax for the destination state */
  taxAmount: string;
  total: string;
  items: ExpectedLinePriceDto[];
};
export type UnavailableLineDto = {
  productId: number;
  size: string;
  productName: string;
  requested: number;
  /** Units that can still be bought; 0: sold out */
  available: number;
};
export type PriceMismatchBodyDto = {
  statusCode: number;
  /** Short sentence a shopper can read */
  error: string;
  /** Fuller sentence a shopper can read */
  message: string;
  /** The server's figures; absent when the conflict is not about prices */
  expected?: ExpectedFiguresDto;
  /** The lines the stock cannot fill, before any money is taken; absent for other conflicts */
  unavailable?: UnavailableLineDto[];
};
export type CartLineDto = {
  /** Catalogue product id */
  productId: number;
  /** Shown by the browser; ignored (the catalogue name is stored) */
  productName?: string;
  /** One of the product's sizes; 'Refill Box' is priced at the product's refillPrice */
  size: string;
  quantity: number;
  /** Unit price the browser shows; compared with the catalogue (409 when it differs) */
  price?: string;
  /** Shown by the browser; ignored */
  image?: string;
};
export type PlaceOrderDto = {
  /** The cart lines; 1 to 100 lines */
  items: CartLineDto[];
  /** Case-insensitive; null or omitted without a code */
  promoCode?: string | null;
  /** The chosen shipping method (GET /api/shipping-methods): required to place an order while any method is active; a quote without it prices the first */
  shippingMethodId?: number | null;
  storeCode?: 'NHA' | 'NH' | 'DOL';
  customerName: string;
  customerEmail: string;
  customerPhone?: string | null;
  customerNotes?: string | null;
  shippingAddress: string;
  /** Second address line */
  shippingAddress2?: string | null;
  shippingCity: string;
  /** USPS code of one of the 50 states or DC (site/us-states.json) */
  shippingState: string;
  /** Five digits or ZIP+4, within the state's ZIP ranges */
  shippingZip: string;
  /** Omitted or null when billing is the same as shipping */
  billingAddress?: string | null;
  /** Second address line */
  billingAddress2?: string | null;
  billingCity?: string | null;
  /** USPS code, as shippingState */
  billingState?: string | null;
  /** Within billingState's ranges */
  billingZip?: string | null;
  /** The browser's shipping charge; compared with the server's (409 when it differs) */
  shippingAmount?: string | null;
  /** The browser's tax; compared with the server's (409 when it differs) */
  taxAmount?: string | null;
  /** Browser subtotal; must equal the server subtotal to the cent */
  subtotal: string;
  /** Browser total; must equal the server total to the cent */
  total: string;
  /** Browser discount; null without a promo code */
  discountAmount?: string | null;
  /** The payment (provider order) id returned by POST /order */
  paymentId: string;
};
export type PlaceOrderDtoWrite = {
  /** The cart lines; 1 to 100 lines */
  items: CartLineDto[];
  /** Case-insensitive; null or omitted without a code */
  promoCode?: string | null;
  /** The chosen shipping method (GET /api/shipping-methods): required to place an order while any method is active; a quote without it prices the first */
  shippingMethodId?: number | null;
  storeCode?: 'NHA' | 'NH' | 'DOL';
  customerName: string;
  customerEmail: string;
  customerPhone?: string | null;
  customerNotes?: string | null;
  shippingAddress: string;
  /** Second address line */
  shippingAddress2?: string | null;
  shippingCity: string;
  /** USPS code of one of the 50 states or DC (site/us-states.json) */
  shippingState: string;
  /** Five digits or ZIP+4, within the state's ZIP ranges */
  shippingZip: string;
  /** Omitted or null when billing is the same as shipping */
  billingAddress?: string | null;
  /** Second address line */
  billingAddress2?: string | null;
  billingCity?: string | null;
  /** USPS code, as shippingState */
  billingState?: string | null;
  /** Within billingState's ranges */
  billingZip?: string | null;
  /** The browser's shipping charge; compared with the server's (409 when it differs) */
  shippingAmount?: string | null;
  /** The browser's tax; compared with the server's (409 when it differs) */
  taxAmount?: string | null;
  /** Browser subtotal; must equal the server subtotal to the cent */
  subtotal: string;
  /** Browser total; must equal the server total to the cent */
  total: string;
  /** Browser discount; null without a promo code */
  discountAmount?: string | null;
  /** The payment (provider order) id returned by POST /order */
  paymentId: string;
  /** Accepted for compatibility; never stored or logged */
  cardNumber?: string;
  /** Accepted for compatibility; never stored or logged */
  expiry?: string;
  /** Accepted for compatibility; never stored or logged */
  cvv?: string;
};
export type OrderStatusStepDto = {
  step: 'placed' | 'processing' | 'shipped' | 'delivered';
  reached: boolean;
  /** When it was reached, when known */
  at: string | null;
};
export type OrderStatusLineDto = {
  productName: string;
  scent: string | null;
  size: string | null;
  quantity: number;
  /** Unit price charged */
  price: string;
  /** Quantity times unit price */
  lineTotal: string;
  /** Tax charged on the line */
  tax: string;
  /** The product's picture (the refill box's for a Refill Box); null once the product is gone */
  image: string | null;
};
export type OrderStatusShippingDto = {
  name: string;
  address: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
};
export type OrderStatusRefundDto = {
  amount: string;
  /** pending until the wallet has moved the money */
  status: 'pending' | 'completed';
  at: string;
};
export type OrderStatusDto = {
  orderNumber: number;
  placedAt: string;
  /** Older rows may hold another value; show it raw */
  status: 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled';
  /** placed, processing, shipped, delivered */
  timeline: OrderStatusStepDto[];
  items: OrderStatusLineDto[];
  subtotal: string;
  promoCode: string | null;
  discountAmount: string | null;
  /** null: no shipping method */
  shippingMethodName: string | null;
  /** Shipping charged */
  shippingAmount: string;
  /** Tax charged (lines and shipping) */
  taxAmount: string;
  /** null: no tax */
  taxState: string | null;
  /** Percent */
  taxRate: string | null;
  total: string;
  shipping: OrderStatusShippingDto;
  carrier: string;
  trackingNumber: string | null;
  /** The carrier's tracking page */
  trackingUrl: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  /** Refunds given or under way, oldest first (failed ones are not shown) */
  refunds: OrderStatusRefundDto[];
  /** Completed refunds in total */
  refunded: string;
};
export type LookupOrderDto = {
  /** The order number from the confirmation (a leading # is ignored) */
  orderNumber: string;
  /** The e-mail address used at checkout (any case) */
  email: string;
};
export type PaymentSetupDto = {
  /** Which wallet the browser must show */
  provider: 'paypal' | 'demo';
  /** Client token for the wallet SDK (data-client-token) */
  clientToken: string;
  /** PayPal client id for the SDK script; null for the demo wallet */
  clientId: string | null;
  /** Where the browser loads the PayPal JS SDK from (PAYPAL_SDK_URL); null for the demo wallet */
  sdkUrl: string | null;
};
export type WalletItemDto = {
  name: string;
  quantity: number;
  /** Dollars per unit, before discount and tax */
  unitAmount: string;
};
export type WalletBreakdownDto = {
  items: WalletItemDto[];
  /** item_total: Σ unitAmount × quantity */
  itemTotal: string;
  discount: string;
  shipping: string;
  /** tax_total */
  taxTotal: string;
  /** itemTotal − discount + shipping + taxTotal */
  total: string;
};
export type PaymentOrderIdDto = {
  /** The provider order id: approve it in the wallet, then capture it */
  id: string;
  /** The demo wallet only: the breakdown the provider received, which its approval window shows (PayPal's window shows its own) */
  breakdown?: WalletBreakdownDto;
};
export type SubscriptionChoiceDto = {
  /** Months between deliveries */
  frequencyMonths: 1 | 2 | 3;
};
export type CreatePaymentOrderDto = {
  /** The cart lines; 1 to 100 lines */
  items: CartLineDto[];
  /** Case-insensitive; null or omitted without a code */
  promoCode?: string | null;
  /** The chosen shipping method (GET /api/shipping-methods): required to place an order while any method is active; a quote without it prices the first */
  shippingMethodId?: number | null;
  storeCode?: 'NHA' | 'NH' | 'DOL';
  customerName: string;
  customerEmail: string;
  customerPhone?: string | null;
  customerNotes?: string | null;
  shippingAddress: string;
  /** Second address line */
  shippingAddress2?: string | null;
  shippingCity: string;
  /** USPS code of one of the 50 states or DC (site/us-states.json) */
  shippingState: string;
  /** Five digits or ZIP+4, within the state's ZIP ranges */
  shippingZip: string;
  /** Omitted or null when billing is the same as shipping */
  billingAddress?: string | null;
  /** Second address line */
  billingAddress2?: string | null;
  billingCity?: string | null;
  /** USPS code, as shippingState */
  billingState?: string | null;
  /** Within billingState's ranges */
  billingZip?: string | null;
  /** The browser's shipping charge; compared with the server's (409 when it differs) */
  shippingAmount?: string | null;
  /** The browser's tax; compared with the server's (409 when it differs) */
  taxAmount?: string | null;
  /** The browser's total; the payment is created for the server's total and a different amount is a 409 */
  amount: string;
  currency: 'USD';
  intent: 'CAPTURE';
  /** Subscribe to these lines (subscribable sizes only, no promo code): the total takes the subscription's saving and the payment stores the wallet for the renewals */
  subscription?: SubscriptionChoiceDto;
};
export type CaptureResultDto = {
  /** Always COMPLETED on success: any other capture status is an error */
  status: 'COMPLETED';
  /** null only with 202: paid, order being saved */
  orderId: number | null;
  orderNumber: number | null;
  /** The order status page's signed token (as in the confirmation e-mail's link), only in the answer of the call that placed the order; null on a replay or with 202 */
  statusToken: string | null;
};
export type DemoApprovalDto = {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
};
export type ApproveDemoPaymentDto = {
  /** approve (default) pays; decline pays with a card the capture declines; fail and hang make the wallet fail or never answer at the capture */
  choice?: 'approve' | 'decline' | 'fail' | 'hang';
};
export type QuoteLineDto = {
  productId: number;
  productName: string;
  size: string;
  quantity: number;
  unitPrice: string;
  /** unitPrice × quantity */
  lineTotal: string;
  /** This line's share of the discount */
  discount: string;
  /** Tax on lineTotal − discount, rounded half up */
  tax: string;
};
export type ShippingOptionDto = {
  id: number;
  name: string;
  /** The method's price */
  price: string;
  /** What it costs for this cart (0.00 when free from freeFrom) */
  amount: string;
  freeFrom: string | null;
  estimateDaysMin: number;
  estimateDaysMax: number;
  taxable: boolean;
};
export type CheckoutQuoteDto = {
  lines: QuoteLineDto[];
  subtotal: string;
  /** The code applied; null: none */
  promoCode: string | null;
  /** null without a (valid) code */
  discountAmount: string | null;
  /** Why the code sent does not apply (it was left out of these figures); null when it applies or none was sent */
  promoRefusal: string | null;
  /** Active methods in order, priced for this cart */
  shippingOptions: ShippingOptionDto[];
  /** The method priced in; null: none offered */
  shippingMethodId: number | null;
  shippingMethodName: string | null;
  shippingAmount: string;
  /** The destination state; null: not known yet (tax not calculated) */
  taxState: string | null;
  /** The state's rate in percent; null when the state has no rate or is not known */
  taxRate: string | null;
  /** Tax on the lines plus tax on shipping */
  taxAmount: string;
  /** The part of taxAmount charged on shipping */
  shippingTaxAmount: string;
  total: string;
  /** null when no active method is ever free */
  freeShipping: FreeShippingDto | null;
};
export type CheckoutQuoteRequestDto = {
  /** The cart lines; 1 to 100 lines */
  items: CartLineDto[];
  /** Case-insensitive; null or omitted without a code */
  promoCode?: string | null;
  /** The chosen shipping method (GET /api/shipping-methods): required to place an order while any method is active; a quote without it prices the first */
  shippingMethodId?: number | null;
  /** Destination state (USPS code); null or omitted before the address is known: no tax yet */
  shippingState?: string | null;
};
export type FreeOrderDto = {
  /** The cart lines; 1 to 100 lines */
  items: CartLineDto[];
  /** Case-insensitive; null or omitted without a code */
  promoCode?: string | null;
  /** The chosen shipping method (GET /api/shipping-methods): required to place an order while any method is active; a quote without it prices the first */
  shippingMethodId?: number | null;
  storeCode?: 'NHA' | 'NH' | 'DOL';
  customerName: string;
  customerEmail: string;
  customerPhone?: string | null;
  customerNotes?: string | null;
  shippingAddress: string;
  /** Second address line */
  shippingAddress2?: string | null;
  shippingCity: string;
  /** USPS code of one of the 50 states or DC (site/us-states.json) */
  shippingState: string;
  /** Five digits or ZIP+4, within the state's ZIP ranges */
  shippingZip: string;
  /** Omitted or null when billing is the same as shipping */
  billingAddress?: string | null;
  /** Second address line */
  billingAddress2?: string | null;
  billingCity?: string | null;
  /** USPS code, as shippingState */
  billingState?: string | null;
  /** Within billingState's ranges */
  billingZip?: string | null;
  /** The browser's shipping charge; compared with the server's (409 when it differs) */
  shippingAmount?: string | null;
  /** The browser's tax; compared with the server's (409 when it differs) */
  taxAmount?: string | null;
  /** A UUID the browser draws once per checkout: a repeat with the same key returns the same order, never a second one */
  checkoutKey: string;
  /** The browser's total; it must equal the server's, which must be 0.00 */
  amount: string;
};
export type JournalArticleSummaryDto = {
  slug: string;
  title: string;
  /** YYYY-MM-DD */
  datePublished: string;
  /** YYYY-MM-DD */
  dateModified: string;
  /** 1200×675 WebP; a 600w variant sits beside it as {slug}-600w.webp */
  heroImage: string;
  heroImageAlt: string;
  /** A one- or two-sentence teaser for cards (the article meta description) */
  summary: string;
};
export type JournalSectionDto = {
  heading: string;
  paragraphs: string[];
};
export type JournalLinkDto = {
  /** A storefront path: a product page or /refills */
  url: string;
  anchor: string;
};
export type JournalCtaDto = {
  /** The sentence above the button */
  text: string;
  url: string;
  /** The button label */
  label: string;
};
export type JournalArticleDto = {
  slug: string;
  title: string;
  /** YYYY-MM-DD */
  datePublished: string;
  /** YYYY-MM-DD */
  dateModified: string;
  metaTitle: string;
  metaDescription: string;
  heroImage: string;
  heroImageAlt: string;
  quickReadSummary: string;
  sections: JournalSectionDto[];
  faq: FaqDto[];
  /** The 'Related Products' links */
  internalLinks: JournalLinkDto[];
  cta: JournalCtaDto;
};
export type WaitlistEntryDto = {
  email: string;
  collection: 'winter-spice';
  message: string;
};
export type JoinWaitlistDto = {
  /** Trimmed and lower-cased before it is stored */
  email: string;
  /** The upcoming collection to be told about */
  collection?: 'winter-spice';
};
export type BackInStockSignupDto = {
  email: string;
  size: string;
  message: string;
};
export type BackInStockRequestDto = {
  /** Trimmed and lower-cased before it is stored */
  email: string;
  /** The sold-out size ('' for a product without sizes) */
  size: string;
};
export type ShopContactDto = {
  /** The shop's public e-mail address */
  email: string;
};
export type ContactReceiptDto = {
  message: string;
};
export type ContactMessageDto = {
  /** Trimmed and lower-cased before it is stored */
  email: string;
  name: string;
  message: string;
  /** E-mail the sender a copy: a confirmation request goes to the address first, and the copy only after its link is followed */
  copy?: boolean;
};
export type PageMetaDto = {
  path: string;
  /** The HTTP status the server answers this page with */
  status: 200 | 404;
  title: string;
  description: string;
  canonicalUrl: string;
  imageUrl: string | null;
  /** The stored width of an uploaded photo at imageUrl: its preload offers every stored size */
  imageWidth?: number;
  robots: 'index,follow' | 'noindex,nofollow';
  ogType: 'website' | 'product' | 'article';
  /** schema.org objects, each written into the page as its own application/ld+json script element */
  jsonLd: {
    [key: string]: any;
  }[];
};
export const {
  useListProductsQuery,
  useLazyListProductsQuery,
  useGetProductQuery,
  useLazyGetProductQuery,
  useListProductCardsQuery,
  useLazyListProductCardsQuery,
  useGetProductFaqsQuery,
  useLazyGetProductFaqsQuery,
  useValidatePromoCodeQuery,
  useLazyValidatePromoCodeQuery,
  useSubscribeToNewsletterMutation,
  useListShippingMethodsQuery,
  useLazyListShippingMethodsQuery,
  useGetShippingPolicyQuery,
  useLazyGetShippingPolicyQuery,
  usePlaceOrderMutation,
  useLookupOrderMutation,
  useGetOrderStatusQuery,
  useLazyGetOrderStatusQuery,
  useGetPaymentSetupQuery,
  useLazyGetPaymentSetupQuery,
  useCreatePaymentOrderMutation,
  useCapturePaymentOrderMutation,
  useApproveDemoPaymentMutation,
  useQuoteCheckoutQuery,
  useLazyQuoteCheckoutQuery,
  usePlaceFreeOrderMutation,
  useListJournalArticlesQuery,
  useLazyListJournalArticlesQuery,
  useGetJournalArticleQuery,
  useLazyGetJournalArticleQuery,
  useJoinWaitlistMutation,
  useRequestBackInStockNoticeMutation,
  useGetShopContactQuery,
  useLazyGetShopContactQuery,
  useSendContactMessageMutation,
  useGetPageMetaQuery,
  useLazyGetPageMetaQuery,
} = injectedRtkApi;
