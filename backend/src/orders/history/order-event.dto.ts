import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../common/transforms';
import { ORDER_EVENT_KINDS } from '../../order-events/order-event.entity';

/** One entry of an order's history. */
export class OrderEventDto {
  @ApiProperty({ example: 311 }) id: number;
  @ApiProperty({ example: 41 }) orderId: number;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ enum: ORDER_EVENT_KINDS, example: 'status_changed' }) kind: string;
  @ApiProperty({ nullable: true, type: String, example: 'processing', description: 'Value before the change' })
  fromValue: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'shipped',
    description: 'Value after the change; for email_sent, which e-mail',
  })
  toValue: string | null;
  @ApiProperty({ nullable: true, type: String, example: null, description: "The staff note's text (kind note)" }) note:
    string | null;
}

/** Body of POST /api/admin/orders/{id}/notes. */
export class AddOrderNoteDto {
  @ApiProperty({ example: 'Customer called: leave the parcel with the neighbour at no. 14.', maxLength: 2000 })
  @Trim()
  @IsString({ message: 'note must be text' })
  @IsNotEmpty({ message: 'note must not be empty' })
  @MaxLength(2000, { message: 'note must be at most 2000 characters' })
  note: string;
}
