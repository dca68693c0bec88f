import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { IsOmittable } from '../../common/omittable';
import { DEMO_APPROVAL_CHOICES, DemoApprovalChoice } from '../../payments/demo/demo-outcomes';

/** POST /order/{id}/approve: the button the shopper pressed in the demo wallet's window. */
export class ApproveDemoPaymentDto {
  @ApiProperty({
    required: false,
    enum: DEMO_APPROVAL_CHOICES,
    example: 'approve',
    description:
      'approve (default) pays; decline pays with a card the capture declines; fail and hang make the wallet fail or never answer at the capture',
  })
  @IsOmittable()
  @IsIn(DEMO_APPROVAL_CHOICES, { message: `choice must be one of ${DEMO_APPROVAL_CHOICES.join(', ')}` })
  choice?: DemoApprovalChoice;
}
