import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../common/pagination';
import { Trim } from '../../common/transforms';

export class AdminOrderQueryDto extends PageQueryDto {
  @ApiProperty({
    required: false,
    example: 'indianapolis',
    description: 'Case-insensitive substring of the order number, store code, customer name, email, shipping city or state',
  })
  @Trim()
  @IsOptional()
  @MaxLength(200, { message: 'search must be at most 200 characters' })
  @IsString({ message: 'search must be text' })
  search?: string;
}
