// The business module's public API: what other modules may use of it (the lint's module-boundaries rule).
export { BusinessModule } from './business.module';
export { BusinessService } from './business.service';
export { BusinessesRepository, shopCurrency, shopInvoiceFacts, type ShopInvoiceFacts } from './businesses.repository';
export { requireBusinessId } from './business-scope';
export { BusinessNotFoundException, BusinessRequiredException, businessNotRegistered } from './business.exceptions';
export { BusinessEntity } from './entities/business.entity';
