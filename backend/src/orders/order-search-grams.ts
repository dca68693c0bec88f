import type { EntityManager } from 'typeorm';
import type { Order } from './order.entity';

/**
 * The back office's order search is a case-insensitive substring over six columns (docs/product.md, Input rules,
 * "Order search"), which no B-tree can answer, so a plain search scans every order. On MySQL/MariaDB each
 * order's three-character windows ("trigrams") of those six values are kept in `order_search_grams`, written in the
 * transaction that writes the order (the searched columns never change afterwards: staff edit fulfilment fields only).
 * A term of three or more characters then reads the orders listed under its rarest gram and checks each with the same
 * LIKE as the scan, so the answer is exactly the scan's, only over far fewer rows.
 *
 * Why the answer stays exact: the gram column has the orders' collation (utf8mb4_unicode_ci), and MariaDB's LIKE
 * compares one character at a time by that collation's weights; every order the LIKE accepts therefore contains a run
 * of three characters equal, under the collation, to each of the term's grams, so it is listed under the rarest one.
 * Case and accents ("Ü", "u") are folded by the collation; the grams are stored lower-cased for readability only.
 *
 * SQLite (the embedded database for development and tests) keeps the scan: it has no such collation, its LIKE folds
 * ASCII only, and its tables are small. The table does not exist there and nothing is written to it.
 */
export const SEARCH_GRAMS_TABLE = 'order_search_grams';
export const GRAM_LENGTH = 3;

/** The columns searched (docs/product.md, Input rules), in the order admin-order-filter.ts lists them. */
export type SearchedFields = Pick<
  Order,
  'orderNumber' | 'storeCode' | 'customerName' | 'customerEmail' | 'shippingCity' | 'shippingState'
>;

/** Lower-cases one code point at a time, so the text keeps its length in characters as the database counts them. */
function lowerEachCharacter(text: string): string[] {
  return Array.from(text, (c) => {
    const lower = c.toLowerCase();
    // "İ" lower-cases to two code points in JavaScript, one in MariaDB: keep it (the collation folds its case anyway).
    return Array.from(lower).length === 1 ? lower : c;
  });
}

/** The distinct grams of some values, none spanning two values. */
export function gramsOf(values: readonly string[]): string[] {
  const grams = new Set<string>();
  for (const value of values) {
    const chars = lowerEachCharacter(value);
    for (let i = 0; i + GRAM_LENGTH <= chars.length; i++) grams.add(chars.slice(i, i + GRAM_LENGTH).join(''));
  }
  return [...grams];
}

export function searchedValues(order: SearchedFields): string[] {
  return [
    String(order.orderNumber),
    order.storeCode,
    order.customerName,
    order.customerEmail,
    order.shippingCity,
    order.shippingState,
  ];
}

function keepsGrams(manager: EntityManager): boolean {
  return manager.connection.options.type === 'mysql' || manager.connection.options.type === 'mariadb';
}

/**
 * Lists orders under their grams: one multi-row INSERT for all of them (IGNORE: two grams equal under the collation,
 * such as "mül" and "mul", are one key). Call it in the transaction that inserts the orders. Nothing on SQLite.
 */
export async function indexOrdersForSearch(
  manager: EntityManager,
  orders: ReadonlyArray<SearchedFields & Pick<Order, 'id'>>,
): Promise<void> {
  if (!keepsGrams(manager)) return;
  const params: Array<string | number> = [];
  for (const order of orders) for (const gram of gramsOf(searchedValues(order))) params.push(gram, order.id);
  if (!params.length) return;
  const rows = Array.from({ length: params.length / 2 }, () => '(?, ?)').join(', ');
  await manager.query(`INSERT IGNORE INTO \`${SEARCH_GRAMS_TABLE}\` (\`gram\`, \`orderId\`) VALUES ${rows}`, params);
}

/**
 * Above this many orders under the term's rarest gram, reading them one by one costs about what scanning every order
 * of a large shop does, so the search scans instead.
 */
export const MAX_GRAM_CANDIDATES = 20_000;
/** Grams of a long term whose counts are estimated; any of them narrows the search correctly. */
const MAX_PROBED_GRAMS = 24;

/**
 * The gram to narrow a search by, or undefined to scan: on SQLite, for a term shorter than three characters, or when
 * even the rarest gram lists too many orders. `term` is the search as the LIKE pattern holds it (lower-cased).
 *
 * The rarest gram is chosen from the optimizer's row estimates (EXPLAIN: a couple of index dives per gram, under a
 * millisecond), not from counting: a gram like "com" lists every order, and counting it reads them all. Only one gram
 * is used: intersecting two grams' lists by a join costs an index read per listed order, more than the primary-key
 * reads it would save.
 */
export async function rarestGram(manager: EntityManager, term: string): Promise<string | undefined> {
  if (!keepsGrams(manager)) return undefined;
  const grams = spread(gramsOf([term]), MAX_PROBED_GRAMS);
  if (!grams.length) return undefined;
  const probe = grams.map(() => `SELECT 1 FROM \`${SEARCH_GRAMS_TABLE}\` WHERE \`gram\` = ?`).join(' UNION ALL ');
  const plan = await manager.query<Array<{ id?: number | string | null; rows?: number | string | null }>>(
    `EXPLAIN ${probe}`,
    grams,
  );
  let best: { gram: string; rows: number } | undefined;
  for (const step of plan) {
    // One plan row per SELECT, numbered from 1 in the order written; a gram no order has is estimated at 0 or 1 row.
    const gram = grams[Number(step.id) - 1];
    const rows = Number(step.rows ?? Number.NaN);
    if (gram !== undefined && Number.isFinite(rows) && (!best || rows < best.rows)) best = { gram, rows };
  }
  return best && best.rows <= MAX_GRAM_CANDIDATES ? best.gram : undefined;
}

/** At most `limit` items, taken evenly from the first to the last. */
function spread<T>(items: T[], limit: number): T[] {
  if (items.length <= limit) return items;
  return Array.from({ length: limit }, (_, i) => items[Math.round((i * (items.length - 1)) / (limit - 1))]);
}
