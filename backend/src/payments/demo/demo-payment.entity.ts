import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import { MoneyColumn } from '../../common/columns';
import type { DemoOutcome } from './demo-outcomes';

/**
 * One payment order of the demo wallet. Kept in the database rather than in the process, so an order created on one
 * instance can be approved and captured on another, and survives a restart.
 */
@Entity('demo_payments')
export class DemoPayment {
  /** DEMO-XXXXXXXXXXXX */
  @PrimaryColumn({ type: 'varchar', length: 40 })
  id: string;

  /** CREATED → APPROVED → COMPLETED */
  @Column({ type: 'varchar', length: 20 })
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';

  @MoneyColumn()
  amount: string;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  /** Our checkout id (PayPal's custom_id). */
  @Column({ type: 'varchar', length: 36 })
  customId: string;

  @Column({ type: 'varchar', length: 20 })
  outcome: DemoOutcome;

  @Column({ type: 'varchar', length: 40, nullable: true })
  captureId: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  captureStatus: string | null;

  @MoneyColumn({ nullable: true })
  capturedAmount: string | null;

  @CreateDateColumn()
  createdAt: Date;
}
