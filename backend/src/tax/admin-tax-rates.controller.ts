import { Body, Controller, Delete, Get, HttpCode, Param, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { AdminPasswordAuth } from '../admin/admin-auth.decorators';
import { ErrorBodyDto } from '../common/error-body.dto';
import { SaveTaxRateDto, TaxRateDto } from './dto/tax-rate.dto';
import { TaxRatesService } from './tax-rates.service';

@ApiTags('admin tax')
@AdminPasswordAuth()
@Controller('api/admin/tax-rates')
export class AdminTaxRatesController {
  constructor(private readonly rates: TaxRatesService) {}

  @Get()
  @ApiOperation({
    operationId: 'listTaxRates',
    summary: 'The sales tax rates by destination state (a state not listed owes no tax)',
    description: 'A change applies to quotes and orders from then on; placed orders keep the rate they were charged.',
  })
  @ApiOkResponse({ type: TaxRateDto, isArray: true })
  listTaxRates(): Promise<TaxRateDto[]> {
    return this.rates.list();
  }

  @Put(':state')
  @ApiOperation({
    operationId: 'saveTaxRate',
    summary: "Sets a state's rate and whether it taxes shipping (created or replaced)",
    description: 'state is a USPS code of one of the 50 states or DC.',
  })
  @ApiParam({ name: 'state', example: 'IN' })
  @ApiOkResponse({ type: TaxRateDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'Unknown state, or the rate is not a percentage' })
  saveTaxRate(@Param('state') state: string, @Body() body: SaveTaxRateDto): Promise<TaxRateDto> {
    return this.rates.save(state, body);
  }

  @Delete(':state')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deleteTaxRate',
    summary: "Removes a state's rate: orders to it owe no tax from then on",
    description: 'Placed orders keep the tax they were charged.',
  })
  @ApiParam({ name: 'state', example: 'IN' })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'Unknown state' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'The state has no rate' })
  deleteTaxRate(@Param('state') state: string): Promise<void> {
    return this.rates.remove(state);
  }
}
