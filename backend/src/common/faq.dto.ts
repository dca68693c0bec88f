import { ApiProperty } from '@nestjs/swagger';
import { Faq } from './faq';

export class FaqDto implements Faq {
  @ApiProperty({ example: 'How many bottles does one refill box fill?' }) question: string;
  @ApiProperty({ example: 'Six 16 oz bottles: the box holds 3 liters.' }) answer: string;
}
