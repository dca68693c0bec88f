import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class VerifyPasswordDto {
  @ApiProperty({
    example: 'correct horse battery staple',
    description: 'The admin password; a missing or empty one answers 401',
  })
  @IsOptional()
  @MaxLength(1000, { message: 'password must be at most 1000 characters' })
  @IsString({ message: 'password must be text' })
  password?: string;
}

export class VerifyPasswordResultDto {
  @ApiProperty({ example: true }) ok: true;
}
