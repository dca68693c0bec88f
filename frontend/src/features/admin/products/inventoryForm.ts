import type { InventoryLevelDto } from '../../../api/adminApi';

/** One size's stock as staff type it: blank quantity = not tracked, blank threshold = no warning. */
export interface InventoryRow {
  size: string;
  quantity: string;
  lowStockThreshold: string;
}

export const inventoryRows = (levels: readonly InventoryLevelDto[]): InventoryRow[] =>
  levels.map((level) => ({
    size: level.size,
    quantity: level.quantity === null ? '' : String(level.quantity),
    lowStockThreshold: level.lowStockThreshold === null ? '' : String(level.lowStockThreshold),
  }));

const WHOLE = /^\d{1,7}$/;

/** The first problem of a row, or undefined: whole numbers of 0 or more, or blank. */
export function inventoryRowError(row: InventoryRow): string | undefined {
  if (row.quantity.trim() !== '' && !WHOLE.test(row.quantity.trim()))
    return 'Quantity must be a whole number of 0 or more, or blank (not tracked)';
  if (row.lowStockThreshold.trim() !== '' && !WHOLE.test(row.lowStockThreshold.trim()))
    return 'Low-stock threshold must be a whole number of 0 or more, or blank';
  return undefined;
}

/**
 * The form's `inventory` payload, blanks as null: only the rows staff changed (an untouched quantity is not sent back,
 * since checkouts may have sold units since the form opened) and only sizes the product still comes in.
 */
export function inventoryPayload(
  rows: readonly InventoryRow[],
  loaded: readonly InventoryRow[],
  sizes: readonly string[],
): InventoryLevelDto[] {
  const orNull = (text: string) => (text.trim() === '' ? null : Number(text.trim()));
  const offered = sizes.length ? sizes : [''];
  return rows
    .filter((row) => offered.includes(row.size))
    .filter((row) => {
      const before = loaded.find((l) => l.size === row.size);
      return (
        !before ||
        before.quantity.trim() !== row.quantity.trim() ||
        before.lowStockThreshold.trim() !== row.lowStockThreshold.trim()
      );
    })
    .map((row) => ({
      size: row.size,
      quantity: orNull(row.quantity),
      lowStockThreshold: orNull(row.lowStockThreshold),
    }));
}
