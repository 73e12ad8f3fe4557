import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Controller, Get, Param } from '@nestjs/common';
import { isCountry } from '@repair-shop/contracts';
import { Public } from '../../../common/decorators/access.decorators';
import { CITIES_BY_COUNTRY } from './cities.data';

@ApiTags('business')
@Controller('cities')
export class CitiesController {
  /** An unknown country has no cities: [] rather than an error, as the registration form expects. */
  @ApiOkResponse({
    description: 'The cities of the country, in Albanian',
    schema: { type: 'array', items: { type: 'string' } },
  })
  @Public()
  @Get(':country')
  list(@Param('country') country: string): readonly string[] {
    return isCountry(country) ? CITIES_BY_COUNTRY[country] : [];
  }
}
