import { Brackets, SelectQueryBuilder } from 'typeorm';
import { ValidationProblem } from '../common/errors/domain-errors';
import { parseIsoDate } from './iso-date';
import { SEARCH_GRAMS_TABLE } from './order-search-grams';
import type { Order } from './order.entity';

/**
 * What staff narrow the order list (and its CSV) by: the search of docs/product.md, Input rules, one status, a
 * placed-date range.
 */
export interface AdminOrderFilter {
  search?: string;
  status?: string;
  /** Inclusive. */
  placedFrom?: Date;
  /** Exclusive (a date-only "to" is the start of the next day, so the whole day counts). */
  placedBefore?: Date;
}

/** The query string's filter fields as they arrive (already shape-checked by the DTO). */
export interface AdminOrderFilterInput {
  search?: string;
  status?: string;
  placedFrom?: string;
  placedTo?: string;
}

/** Columns the back-office search looks in (docs/product.md, Input rules); the order number is compared as text. */
const SEARCHED_COLUMNS = [
  'CAST(o.orderNumber AS CHAR)',
  'o.storeCode',
  'o.customerName',
  'o.customerEmail',
  'o.shippingCity',
  'o.shippingState',
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The search as the LIKE compares it: lower-cased (the grams are taken from this text too). */
export function searchTerm(search: string): string {
  return search.toLowerCase();
}

/** `!` escapes LIKE's wildcards the same way on MySQL and SQLite (backslash is not portable). */
function likePattern(search: string): string {
  return `%${searchTerm(search).replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

function readDate(name: string, text: string): Date {
  const date = parseIsoDate(text);
  if (!date) throw new ValidationProblem(`${name} "${text}" is not a real date.`);
  return date;
}

/**
 * Turns the query's text into a filter. Dates without a time are whole UTC days; a date-time (the back office
 * sends the shopper-local day's bounds with their offset) is taken as the exact instant, inclusive at both ends.
 */
export function toAdminOrderFilter(input: AdminOrderFilterInput): AdminOrderFilter {
  const filter: AdminOrderFilter = { search: input.search || undefined, status: input.status || undefined };
  if (input.placedFrom) filter.placedFrom = readDate('placedFrom', input.placedFrom);
  if (input.placedTo) {
    const to = readDate('placedTo', input.placedTo);
    filter.placedBefore = new Date(to.getTime() + (input.placedTo.length === 10 ? DAY_MS : 1));
  }
  if (filter.placedFrom && filter.placedBefore && filter.placedFrom >= filter.placedBefore) {
    throw new ValidationProblem(
      'placedFrom must not be after placedTo',
      `The date range starts (${input.placedFrom}) after it ends (${input.placedTo}).`,
    );
  }
  return filter;
}

/**
 * Adds the filter's conditions (all must hold) to a query over orders aliased `o`. With `gram` (order-search-grams.ts:
 * the rarest gram of the search), only the orders listed under it are read; the LIKE still decides, so the rows are
 * the same as without it.
 */
export function applyAdminOrderFilter(
  query: SelectQueryBuilder<Order>,
  filter: AdminOrderFilter,
  gram?: string,
): SelectQueryBuilder<Order> {
  if (filter.search && gram !== undefined) {
    query.andWhere(`o.id IN (SELECT g.orderId FROM ${SEARCH_GRAMS_TABLE} g WHERE g.gram = :gram)`, { gram });
  }
  if (filter.search) {
    query.andWhere(
      new Brackets((any) => {
        for (const column of SEARCHED_COLUMNS) any.orWhere(`LOWER(${column}) LIKE :pattern ESCAPE '!'`);
      }),
      { pattern: likePattern(filter.search) },
    );
  }
  if (filter.status) query.andWhere('o.orderStatus = :status', { status: filter.status });
  if (filter.placedFrom) query.andWhere('o.createdAt >= :placedFrom', { placedFrom: filter.placedFrom });
  if (filter.placedBefore) query.andWhere('o.createdAt < :placedBefore', { placedBefore: filter.placedBefore });
  return query;
}
