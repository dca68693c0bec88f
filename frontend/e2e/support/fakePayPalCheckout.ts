import { readFileSync } from 'node:fs';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakePayPalServer } from '../../../backend/test/support/fake-paypal-server';

const SDK_SOURCE = readFileSync(new URL('./fake-paypal-sdk.js', import.meta.url), 'utf8');

/** PayPal's approval window for one order: pay, pay with a card the capture declines, or cancel. */
function approvalPage(orderId: string, amount: string): string {
  const id = JSON.stringify(orderId);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>PayPal Checkout</title></head>
<body>
  <h1>Pay with PayPal</h1>
  <p>Natural House is asking for $${amount.replace(/[^0-9.]/g, '')} USD.</p>
  <button id="pay">Pay Now</button>
  <button id="declined">Pay with a declined card</button>
  <button id="cancel">Cancel and return to the shop</button>
  <script>
    const orderID = ${id};
    function finish(action, card) {
      // The SDK closes this window once it has the answer.
      const answer = () => window.opener.postMessage({ fakePayPal: true, action, orderID, payerID: 'FAKEPAYER1' }, '*');
      if (action === 'cancel') return answer();
      fetch('/checkoutnow/' + encodeURIComponent(orderID) + '/approve' + (card ? '?card=' + card : ''), { method: 'POST' }).then(answer);
    }
    document.getElementById('pay').onclick = () => finish('approve');
    document.getElementById('declined').onclick = () => finish('approve', 'declined');
    document.getElementById('cancel').onclick = () => finish('cancel');
  </script>
</body></html>`;
}

/**
 * The browser side of the fake PayPal on 127.0.0.1 (www.paypal.com's twin; PAYPAL_SDK_URL points at `sdkUrl`): the JS
 * SDK script and the approval window, whose buttons approve the order on the fake PayPal REST server the backend tests
 * use (`api`), which the shop then captures.
 */
export class FakePayPalCheckout {
  baseUrl = '';
  /** False: the SDK script answers 503, as when PayPal cannot be reached. */
  sdkAvailable = true;
  private server?: Server;

  constructor(private readonly api: FakePayPalServer) {}

  get sdkUrl(): string {
    return `${this.baseUrl}/sdk/js`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => this.route(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private route(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', this.baseUrl);
    const send = (status: number, type: string, body = '') => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(body);
    };
    if (req.method === 'GET' && url.pathname === '/sdk/js')
      return this.sdkAvailable
        ? send(200, 'application/javascript; charset=utf-8', SDK_SOURCE)
        : send(503, 'text/plain', 'Service Unavailable');
    if (req.method === 'GET' && url.pathname === '/checkoutnow') {
      const orderId = url.searchParams.get('token') ?? '';
      const order = this.api.orders.get(orderId);
      if (!order) return send(404, 'text/plain', 'No such order');
      return send(200, 'text/html; charset=utf-8', approvalPage(orderId, order.purchase_units[0].amount.value));
    }
    const approve = /^\/checkoutnow\/([^/]+)\/approve$/.exec(url.pathname);
    if (req.method === 'POST' && approve) {
      const declined = url.searchParams.get('card') === 'declined';
      this.api.approve(decodeURIComponent(approve[1]), declined ? 'DECLINED' : undefined);
      return send(204, 'text/plain');
    }
    send(404, 'text/plain', 'Not found');
  }
}
