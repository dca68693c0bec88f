import usStates from '@shop/site/us-states.json';

interface CatalogueProduct {
  id: number;
  slug: string;
  price: string;
}

/**
 * Places a paid order the way the checkout does, through the demo wallet (POST /order, approve, capture): the
 * tests that use it are about what the back office does with an order, not about the checkout screen.
 */
export async function placeDemoOrder(
  baseUrl: string,
  customer: { name: string; email: string; city: string; state: string },
) {
  const products = (await (await fetch(`${baseUrl}/api/products`)).json()) as CatalogueProduct[];
  const soap = products.find((product) => product.slug === 'hand-soap-no-42');
  if (!soap) throw new Error('The seed has no hand-soap-no-42');
  const checkout = {
    customerName: customer.name,
    customerEmail: customer.email,
    shippingAddress: '12 Meadow Lane',
    shippingCity: customer.city,
    shippingState: customer.state,
    shippingZip: zipOf(customer.state),
    items: [{ productId: soap.id, size: '16 oz', quantity: 2, price: soap.price }],
    amount: '36.00',
    currency: 'USD',
    intent: 'CAPTURE',
  };
  const post = async (path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const { id } = (await post('/order', checkout)) as { id: string };
  await post(`/order/${id}/approve`);
  const capture = (await post(`/order/${id}/capture`)) as { status: string; orderId: number; orderNumber: number };
  if (capture.status !== 'COMPLETED') throw new Error(`capture answered ${capture.status}`);
  return capture;
}

/** A ZIP code of the state (the first of its ranges), as the checkout requires. */
function zipOf(state: string): string {
  const known = usStates.states.find((entry) => entry.code === state);
  if (!known) throw new Error(`No state ${state} in site/us-states.json`);
  return known.zipRanges[0][0];
}
