import { Product } from '../src/catalog/product.entity';
import { OrderItem } from '../src/orders/order-item.entity';
import { Order } from '../src/orders/order.entity';
import { BEARER_HEADER, freshAddress, PASSWORD_HEADER } from './support/admin-headers';
import { insertOrder } from './support/insert-orders';
import { startTestApp, TestApp } from './support/test-app';

const NEW_PRODUCT = {
  name: 'Hand Soap No. 77',
  description: 'A limited hand soap.',
  price: '19.5',
  refillPrice: '62',
  images: [' /public-objects/products/hand-soap-77.webp ', '', '/public-objects/lifestyle/hand-soap.webp'],
  sizes: ['16 oz', ' Refill Box '],
  availableScents: ['42', '77'],
  scentNumber: '77',
  category: 'Hand Soap',
};

describe('product management (/api/admin/products)', () => {
  let t: TestApp;
  const count = () => t.dataSource.getRepository(Product).count();
  const create = (body: object) => t.http.post('/api/admin/products').set(PASSWORD_HEADER).send(body);
  const update = (id: number, body: object) =>
    t.http.patch(`/api/admin/products/${id}`).set(PASSWORD_HEADER).send(body);
  const bySlug = (slug: string) => t.dataSource.getRepository(Product).findOneByOrFail({ slug });
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lists every product for the admin', async () => {
    const res = await t.http.get('/api/admin/products').set(PASSWORD_HEADER).expect(200);
    expect(res.body).toHaveLength(await count());
    expect(res.body.map((p: Product) => p.slug)).toContain('hand-soap-no-42');
  });

  it('creates a product with lists cleaned, slug derived, image from the first image, and shows it publicly at once', async () => {
    await t.http.get('/api/products').expect(200); // warm the public cache first
    const res = await create(NEW_PRODUCT).expect(201);
    expect(res.body).toMatchObject({
      name: 'Hand Soap No. 77',
      slug: 'hand-soap-no-77',
      price: '19.50',
      refillPrice: '62.00',
      category: 'Hand Soap',
      image: '/public-objects/products/hand-soap-77.webp',
      images: ['/public-objects/products/hand-soap-77.webp', '/public-objects/lifestyle/hand-soap.webp'],
      sizes: ['16 oz', 'Refill Box'],
      availableScents: ['42', '77'],
      fragranceFamily: null,
      burnTime: null,
    });
    const list = await t.http.get('/api/products').expect(200);
    expect(list.body.map((p: Product) => p.slug)).toContain('hand-soap-no-77');
    await t.http.get('/api/products/hand-soap-no-77').expect(200);
  });

  it('defaults the category to Home Care, sizes to [] and availableScents to null when empty', async () => {
    const res = await create({
      name: 'Linen Spray',
      price: '12',
      images: ['/public-objects/products/linen.webp'],
      availableScents: [' ', ''],
      sizes: [],
      refillPrice: '',
    }).expect(201);
    expect(res.body).toMatchObject({
      slug: 'linen-spray',
      category: 'Home Care',
      sizes: [],
      availableScents: null,
      refillPrice: null,
      description: '',
    });
    const candle = await create({
      name: 'Crème Brûlée Candle',
      price: '32.00',
      images: ['/public-objects/products/c.webp'],
      category: 'Candle',
      burnTime: 'Approximately 45-50 hours',
      wickType: ' Cotton ',
      availableScents: null,
    }).expect(201);
    expect(candle.body).toMatchObject({ slug: 'creme-brulee-candle', wickType: 'Cotton', availableScents: null });
  });

  it('refuses a slug clash with a 409, whether given or derived', async () => {
    const before = await count();
    const given = await create({ ...NEW_PRODUCT, name: 'Another', slug: 'hand-soap-no-42' }).expect(409);
    expect(given.body.error).toBe('Another product already uses the slug "hand-soap-no-42".');
    await create({ ...NEW_PRODUCT, name: 'Hand Soap No. 42' }).expect(409);
    expect(await count()).toBe(before);
  });

  const bad: Array<[string, object, RegExp]> = [
    ['no price', { ...NEW_PRODUCT, price: undefined, slug: 'x1' }, /^Price is required$/],
    ['an empty price', { ...NEW_PRODUCT, price: '', slug: 'x2' }, /^Price is required$/],
    ['a numeric price', { ...NEW_PRODUCT, price: 19.5, slug: 'x3' }, /^Price is required$/],
    [
      'a price with three decimals',
      { ...NEW_PRODUCT, price: '19.999', slug: 'x4' },
      /Price must be an amount of at least 0 with at most two decimals/,
    ],
    ['a negative price', { ...NEW_PRODUCT, price: '-1', slug: 'x5' }, /Price must be an amount/],
    ['a bad refill price', { ...NEW_PRODUCT, refillPrice: 'sixty', slug: 'x6' }, /Refill price must be an amount/],
    ['no images', { ...NEW_PRODUCT, images: [], slug: 'x7' }, /^At least one image path required$/],
    ['only blank images', { ...NEW_PRODUCT, images: ['  ', ''], slug: 'x8' }, /^At least one image path required$/],
    [
      'images missing',
      { ...NEW_PRODUCT, images: undefined, slug: 'x9' },
      /images must be a list of image paths|At least one image path required/,
    ],
    [
      'images as one text',
      { ...NEW_PRODUCT, images: '/a.webp,/b.webp', slug: 'x10' },
      /images must be a list of image paths/,
    ],
    [
      'a javascript: image',
      { ...NEW_PRODUCT, images: ['javascript:alert(1)'], slug: 'x11' },
      /Each image must be a path starting with \//,
    ],
    ['no name', { ...NEW_PRODUCT, name: '  ', slug: 'x12' }, /^Name is required$/],
    [
      'a category outside the four',
      { ...NEW_PRODUCT, category: 'Room Mist', slug: 'x13' },
      /category must be one of Home Care, Dish Soap, Hand Soap, Candle/,
    ],
    ['a bad slug', { ...NEW_PRODUCT, slug: 'Hand Soap!' }, /Slug may only use lower-case letters/],
    ['sizes as text', { ...NEW_PRODUCT, sizes: '16 oz', slug: 'x14' }, /sizes must be a list/],
    [
      'a bad available scent',
      { ...NEW_PRODUCT, availableScents: ['42', 'No. 9'], slug: 'x15' },
      /Each available scent must be a scent number/,
    ],
    [
      'an over-long note',
      { ...NEW_PRODUCT, topNotes: 'x'.repeat(256), slug: 'x16' },
      /topNotes must be at most 255 characters/,
    ],
    ['an unknown field', { ...NEW_PRODUCT, stock: 5, slug: 'x17' }, /Unknown field "stock"/],
    ['a name that makes no slug', { ...NEW_PRODUCT, name: '!!!' }, /^Slug is required$/],
  ];
  it.each(bad)('refuses %s with a 400 naming the problem, writing nothing', async (_label, body, expected) => {
    const before = await count();
    const res = await create(body).expect(400);
    expect(res.body.error).toMatch(expected);
    expect(await count()).toBe(before);
  });

  it('updates only the fields sent, keeps the slug on rename, and the public detail changes at once', async () => {
    const soap = await bySlug('dish-soap-no-62');
    await t.http.get('/api/products/dish-soap-no-62').expect(200); // cached
    const res = await update(soap.id, { name: 'Dish Soap No. 62 (new)', price: '21', availableScents: [] }).expect(200);
    expect(res.body).toMatchObject({
      id: soap.id,
      slug: 'dish-soap-no-62',
      name: 'Dish Soap No. 62 (new)',
      price: '21.00',
      availableScents: null,
      images: soap.images,
      category: 'Dish Soap',
    });
    const detail = await t.http.get('/api/products/dish-soap-no-62').expect(200);
    expect(detail.body).toMatchObject({ name: 'Dish Soap No. 62 (new)', price: '21.00' });
  });

  it('moves a product to a new slug, and the old one is gone from the public catalogue', async () => {
    const soap = await bySlug('dish-soap-no-09');
    await update(soap.id, { slug: 'dish-soap-no-09-classic' }).expect(200);
    await t.http.get('/api/products/dish-soap-no-09').expect(404);
    await t.http.get('/api/products/dish-soap-no-09-classic').expect(200);
    const clash = await update(soap.id, { slug: 'hand-soap-no-42' }).expect(409);
    expect(clash.body.error).toMatch(/already uses the slug "hand-soap-no-42"/);
  });

  it('makes the first image the main image when the gallery changes', async () => {
    const mist = await bySlug('room-mist-no-92');
    const res = await update(mist.id, {
      images: ['/public-objects/products/new-hero.webp', '/public-objects/lifestyle/room-mist.webp'],
    }).expect(200);
    expect(res.body.image).toBe('/public-objects/products/new-hero.webp');
    const explicit = await update(mist.id, {
      images: ['/public-objects/products/a.webp'],
      image: '/public-objects/products/b.webp',
    }).expect(200);
    expect(explicit.body.image).toBe('/public-objects/products/b.webp');
  });

  it('keeps an alt text per picture, follows each picture when reordered, and refuses a list of another length', async () => {
    const hero = '/public-objects/products/alt-hero.webp';
    const scene = '/public-objects/lifestyle/alt-scene.webp';
    const res = await create({
      name: 'Alt Soap No. 05',
      price: '10',
      images: [hero, scene],
      imageAlts: [' Alt Soap No. 05 bottle ', 'Alt Soap No. 05 by a basin'],
    }).expect(201);
    expect(res.body.imageAlts).toEqual(['Alt Soap No. 05 bottle', 'Alt Soap No. 05 by a basin']);
    const reordered = await update(res.body.id, { images: [scene, hero] }).expect(200);
    expect(reordered.body.imageAlts).toEqual(['Alt Soap No. 05 by a basin', 'Alt Soap No. 05 bottle']);
    const shown = await t.http.get('/api/products/alt-soap-no-05').expect(200);
    expect(shown.body.imageAlts).toEqual(['Alt Soap No. 05 by a basin', 'Alt Soap No. 05 bottle']);
    const refused = await update(res.body.id, { imageAlts: ['Only one'] }).expect(400);
    expect(JSON.stringify(refused.body)).toContain('one alt text per image');
    await create({ name: 'Alt Soap No. 06', price: '10', images: [hero], imageAlts: [] }).expect(400);
    // A product saved without alt texts answers an empty one per picture.
    const seeded = await t.http.get('/api/products/room-mist-no-92').expect(200);
    expect(seeded.body.imageAlts).toEqual(seeded.body.images.map(() => ''));
  });

  it('keeps a seeded category outside the admin four when it is sent unchanged, and refuses changing to one', async () => {
    const spray = await bySlug('surface-spray-no-42');
    expect(spray.category).toBe('Surface Spray');
    const same = await update(spray.id, { category: 'Surface Spray', price: '16.00' }).expect(200);
    expect(same.body).toMatchObject({ category: 'Surface Spray', price: '16.00' });
    const other = await update(spray.id, { category: 'Aromatherapy' }).expect(400);
    expect(other.body.error).toMatch(/category must be one of Home Care, Dish Soap, Hand Soap, Candle/);
    await update(spray.id, { category: 'Home Care' }).expect(200);
    expect((await bySlug('surface-spray-no-42')).category).toBe('Home Care');
  });

  it('refuses blanking required fields on update, writing nothing', async () => {
    const soap = await bySlug('hand-soap-no-09');
    for (const [body, expected] of [
      [{ price: null }, /^Price is required$/],
      [{ price: '' }, /^Price is required$/],
      [{ images: [] }, /^At least one image path required$/],
      [{ images: null }, /^At least one image path required$/],
      [{ name: null }, /^Name is required$/],
      [{ category: '' }, /category must be one of/],
    ] as Array<[object, RegExp]>) {
      const res = await update(soap.id, body).expect(400);
      expect(res.body.error).toMatch(expected);
    }
    expect(await bySlug('hand-soap-no-09')).toEqual(soap);
  });

  it('answers 404 for an unknown product on update and delete', async () => {
    await update(999999, { price: '1' }).expect(404);
    const res = await t.http.delete('/api/admin/products/999999').set(PASSWORD_HEADER).expect(404);
    expect(res.body).toMatchObject({ error: 'Product not found', message: 'No product has the id 999999.' });
    await t.http.delete('/api/admin/products/abc').set(PASSWORD_HEADER).expect(400);
  });

  it('deletes a product, which leaves the public catalogue at once and leaves past orders intact', async () => {
    const candle = await bySlug('soy-wax-candle-no-62');
    await t.http.get('/api/products').expect(200); // cached
    const order = await insertOrder(t.dataSource, {
      subtotal: '64.00',
      total: '64.00',
      items: [
        { productId: candle.id, productName: candle.name, scent: '62', size: '8 oz', quantity: 2, price: candle.price },
      ],
    });
    await t.http.delete(`/api/admin/products/${candle.id}`).set(PASSWORD_HEADER).expect(204);
    await t.http.get('/api/products/soy-wax-candle-no-62').expect(404);
    const list = await t.http.get('/api/products').expect(200);
    expect(list.body.map((p: Product) => p.id)).not.toContain(candle.id);
    expect(await t.dataSource.getRepository(Order).findOneByOrFail({ id: order.id })).toMatchObject({ total: '64.00' });
    const lines = await t.dataSource.getRepository(OrderItem).findBy({ orderId: order.id });
    expect(lines).toEqual([
      expect.objectContaining({
        productId: candle.id,
        productName: 'Soy Wax Candle No. 62',
        scent: '62',
        quantity: 2,
        price: candle.price,
      }),
    ]);
    await t.http.delete(`/api/admin/products/${candle.id}`).set(PASSWORD_HEADER).expect(404);
  });

  it('refuses writes with a bearer header or none, changing nothing', async () => {
    const soap = await bySlug('hand-soap-no-92');
    await t.http
      .patch(`/api/admin/products/${soap.id}`)
      .set(freshAddress())
      .set(BEARER_HEADER)
      .send({ price: '1.00' })
      .expect(401);
    await t.http.delete(`/api/admin/products/${soap.id}`).set(freshAddress()).expect(401);
    await t.http.post('/api/admin/products').set(freshAddress()).set(BEARER_HEADER).send(NEW_PRODUCT).expect(401);
    expect(await bySlug('hand-soap-no-92')).toEqual(soap);
  });
});
