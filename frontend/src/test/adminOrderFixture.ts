import type { AdminOrderDto } from '../api/adminApi';

/** An order as GET /api/admin/orders answers it, for tests. */
export function adminOrder(overrides: Partial<AdminOrderDto> = {}): AdminOrderDto {
  return {
    id: 7,
    orderNumber: 1007,
    storeCode: 'NHA',
    customerName: 'Ada Lovelace',
    customerEmail: 'ada@example.com',
    customerPhone: null,
    customerNotes: null,
    shippingAddress: '12 Meadow Lane',
    shippingCity: 'South Bend',
    shippingState: 'IN',
    shippingZip: '46601',
    billingAddress: null,
    billingCity: null,
    billingState: null,
    billingZip: null,
    subtotal: '36.00',
    total: '36.00',
    promoCode: null,
    discountAmount: null,
    paymentId: 'DEMO-1',
    captureId: 'DEMOCAP-1',
    refundedCents: 0,
    trackingNumber: null,
    carrier: 'UPS',
    shippedAt: null,
    deliveredAt: null,
    orderStatus: 'pending',
    netsuiteOrderId: null,
    createdAt: '2025-10-20T14:03:00.000Z',
    ...overrides,
  };
}
