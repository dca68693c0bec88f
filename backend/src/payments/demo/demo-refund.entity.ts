import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import { MoneyColumn } from '../../common/columns';

/** One refund of a demo wallet capture; the request id makes a repeated refund return the first one. */
@Entity('demo_refunds')
export class DemoRefund {
  /** DEMOREF-XXXXXXXXXXXX */
  @PrimaryColumn({ type: 'varchar', length: 40 })
  id: string;

  @Column({ type: 'varchar', length: 40 })
  captureId: string;

  @Index('UQ_demo_refunds_request', { unique: true })
  @Column({ type: 'varchar', length: 100 })
  requestId: string;

  @MoneyColumn()
  amount: string;

  /** COMPLETED, PENDING (settled later) or FAILED, like PayPal's refund statuses. */
  @Column({ type: 'varchar', length: 20 })
  status: string;

  @CreateDateColumn()
  createdAt: Date;
}
