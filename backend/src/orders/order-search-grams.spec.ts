import { gramsOf, searchedValues } from './order-search-grams';

describe('gramsOf', () => {
  it('gives every three-character window of each value, lower-cased, once', () => {
    expect(gramsOf(['Anna'])).toEqual(['ann', 'nna']);
    expect(gramsOf(['aaaa', 'AAA'])).toEqual(['aaa']);
  });

  it('never spans two values and skips values shorter than three characters', () => {
    expect(gramsOf(['ab', 'cd'])).toEqual([]);
    expect(gramsOf(['IN', 'Gary'])).toEqual(['gar', 'ary']);
  });

  it('counts characters as the database does (code points), keeping spaces and wildcards as they are', () => {
    expect(gramsOf(['Zoë 😀 Z'])).toEqual(['zoë', 'oë ', 'ë 😀', ' 😀 ', '😀 z']);
    expect(gramsOf(['l_f%'])).toEqual(['l_f', '_f%']);
  });

  it('lower-cases non-ASCII letters, and keeps a letter whose lower case is two characters (İ) so windows stay aligned', () => {
    expect(gramsOf(['MÜNCHEN'])).toEqual(['mün', 'ünc', 'nch', 'che', 'hen']);
    expect(gramsOf(['İst'])).toEqual(['İst']);
  });
});

describe('searchedValues', () => {
  it('lists the six searched columns, the order number as text', () => {
    expect(
      searchedValues({
        orderNumber: 1042,
        storeCode: 'NHA',
        customerName: 'Ada',
        customerEmail: 'a@x.example',
        shippingCity: 'Gary',
        shippingState: 'IN',
      }),
    ).toEqual(['1042', 'NHA', 'Ada', 'a@x.example', 'Gary', 'IN']);
  });
});
