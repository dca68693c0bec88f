import { IsString, MaxLength } from 'class-validator';

export class UnsubscribeQueryDto {
  /** The signed token of the welcome e-mail's link. */
  @IsString({ message: 'token is required' })
  @MaxLength(1000, { message: 'token is too long' })
  token: string;
}
