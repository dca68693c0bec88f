import { afterEach, describe, expect, it } from 'vitest';
import { cartKnown, cartRestored } from './cart/cartSlice';
import { SERVER_CART_ID } from './serverState';
import { makeStore } from './store';
import { soapLine } from '../test/cartLines';

const soap = soapLine({ quantity: 2 });

function serverCartElement(json: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = SERVER_CART_ID;
  element.textContent = json;
  document.body.append(element);
}

describe("the browser's store and the cart the server painted", () => {
  afterEach(() => document.getElementById(SERVER_CART_ID)?.remove());

  it('starts from the lines the server wrote into the page, until the saved cart replaces them', () => {
    serverCartElement(JSON.stringify([soap]));
    const store = makeStore();
    expect(store.getState().cart).toMatchObject({ items: [soap], restored: false, fromServer: true });
    expect(cartKnown(store.getState().cart)).toBe(true);
    store.dispatch(cartRestored([]));
    expect(store.getState().cart).toMatchObject({ items: [], restored: true, fromServer: false });
  });

  it('starts without a cart when the page has none, or one it cannot read', () => {
    expect(store().cart).toMatchObject({ items: [], fromServer: false });
    serverCartElement('{oops');
    expect(store().cart).toMatchObject({ items: [], fromServer: false });
    document.getElementById(SERVER_CART_ID)?.remove();
    serverCartElement(JSON.stringify([{ ...soap, price: 'free' }]));
    expect(store().cart).toMatchObject({ items: [], fromServer: false });
    expect(cartKnown(store().cart)).toBe(false);
  });

  it('ignores the page when a cart is given (tests)', () => {
    serverCartElement(JSON.stringify([soap]));
    expect(makeStore([]).getState().cart).toMatchObject({ items: [], restored: true, fromServer: false });
  });
});

const store = () => makeStore().getState();
