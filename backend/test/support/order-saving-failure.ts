import type { DataSource } from 'typeorm';

/** Makes every INSERT into orders fail inside the database (a trigger), to test a save that fails after the capture. */
export async function breakOrderSaving(dataSource: DataSource): Promise<void> {
  if (dataSource.options.type === 'mysql') {
    await dataSource.query(
      "CREATE TRIGGER test_break_orders BEFORE INSERT ON orders FOR EACH ROW SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'orders are broken for this test'",
    );
  } else {
    await dataSource.query(
      "CREATE TRIGGER test_break_orders BEFORE INSERT ON orders BEGIN SELECT RAISE(ABORT, 'orders are broken for this test'); END",
    );
  }
}

export async function repairOrderSaving(dataSource: DataSource): Promise<void> {
  await dataSource.query('DROP TRIGGER IF EXISTS test_break_orders');
}
