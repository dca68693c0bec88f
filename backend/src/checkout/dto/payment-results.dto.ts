import { ApiProperty } from '@nestjs/swagger';

export class PaymentSetupDto {
  @ApiProperty({ enum: ['paypal', 'demo'], example: 'paypal', description: 'Which wallet the browser must show' })
  provider: 'paypal' | 'demo';

  @ApiProperty({
    example: 'eyJicmFpbnRyZWUiOnsiYXV0aG9yaXphdGlvbkZpbmdlcnByaW50Ij...',
    description: 'Client token for the wallet SDK (data-client-token)',
  })
  clientToken: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'AeA1QIZXiflr1_-r0U2UbWTziOWX1GRQer5a',
    description: 'PayPal client id for the SDK script; null for the demo wallet',
  })
  clientId: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'https://www.paypal.com/sdk/js',
    description: 'Where the browser loads the PayPal JS SDK from (PAYPAL_SDK_URL); null for the demo wallet',
  })
  sdkUrl: string | null;
}

export class WalletItemDto {
  @ApiProperty({ example: 'Hand Soap No. 42 (16 oz)' }) name: string;
  @ApiProperty({ example: 2 }) quantity: number;
  @ApiProperty({ example: '18.00', description: 'Dollars per unit, before discount and tax' }) unitAmount: string;
}

/** What the wallet was asked to collect, in PayPal's terms (amount.breakdown and items). */
export class WalletBreakdownDto {
  @ApiProperty({ type: [WalletItemDto] }) items: WalletItemDto[];
  @ApiProperty({ example: '36.00', description: 'item_total: Σ unitAmount × quantity' }) itemTotal: string;
  @ApiProperty({ example: '5.40' }) discount: string;
  @ApiProperty({ example: '7.95' }) shipping: string;
  @ApiProperty({ example: '2.70', description: 'tax_total' }) taxTotal: string;
  @ApiProperty({ example: '41.25', description: 'itemTotal − discount + shipping + taxTotal' }) total: string;
}

export class PaymentOrderIdDto {
  @ApiProperty({
    example: '5O190127TN364715T',
    description: 'The provider order id: approve it in the wallet, then capture it',
  })
  id: string;

  @ApiProperty({
    required: false,
    type: WalletBreakdownDto,
    description:
      "The demo wallet only: the breakdown the provider received, which its approval window shows (PayPal's window shows its own)",
  })
  breakdown?: WalletBreakdownDto;
}

export class DemoApprovalDto {
  @ApiProperty({ example: 'DEMO-4F1A2B3C4D5E' }) id: string;
  @ApiProperty({ example: 'APPROVED', enum: ['CREATED', 'APPROVED', 'COMPLETED'] }) status: string;
}

/**
 * What the payer's browser needs to finish, and nothing more: anyone who learns a payment id may call capture, so the
 * answer never carries the customer's data (the order's details are the guest status page's, behind its token).
 */
export class CaptureResultDto {
  @ApiProperty({
    example: 'COMPLETED',
    enum: ['COMPLETED'],
    description: 'Always COMPLETED on success: any other capture status is an error',
  })
  status: 'COMPLETED';

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 12,
    description: 'null only with 202: paid, order being saved',
  })
  orderId: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 1012 })
  orderNumber: number | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '12.LXEWQrcmsEQBYnyp-6wy9chTD7GQPMTbAiWHF5IaSIE',
    description:
      "The order status page's signed token (as in the confirmation e-mail's link), only in the answer of the call that placed the order; null on a replay or with 202",
  })
  statusToken: string | null;
}

export class WebhookResultDto {
  @ApiProperty({
    example: 'order-created',
    enum: [
      'order-created',
      'already-done',
      'duplicate',
      'ignored',
      'rejected',
      'not-captured',
      'refund-recorded',
      'refund-settled',
    ],
    description:
      'What the event did: order-created placed the order, refund-settled settled one of our refunds, refund-recorded recorded one made at the provider; the others changed nothing',
  })
  outcome: string;
}
