import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BusinessController } from './business.controller';
import { BusinessService } from './business.service';
import { BusinessesRepository } from './businesses.repository';
import { CitiesController } from './cities/cities.controller';
import { BusinessEntity } from './entities/business.entity';

@Module({
  imports: [TypeOrmModule.forFeature([BusinessEntity])],
  controllers: [BusinessController, CitiesController],
  providers: [BusinessService, BusinessesRepository],
  exports: [BusinessService, BusinessesRepository],
})
export class BusinessModule {}
