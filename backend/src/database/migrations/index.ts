import { InitialSchema1763760000000 } from './1763760000000-initial-schema';
import { PasswordResetTokens1763770000000 } from './1763770000000-password-reset-tokens';
import { JobTracking1763780000000 } from './1763780000000-job-tracking';
import { SmsNotifications1763790000000 } from './1763790000000-sms-notifications';
import { ScaleListsAndAggregates1763800000000 } from './1763800000000-scale-lists-and-aggregates';
import { UserSessions1763810000000 } from './1763810000000-user-sessions';
import { RateLimits1763820000000 } from './1763820000000-rate-limits';
import { WorkerFigures1763830000000 } from './1763830000000-worker-figures';
import { StaffAccounts1763840000000 } from './1763840000000-staff-accounts';
import { HistoryAuthors1763850000000 } from './1763850000000-history-authors';
import { SubscriptionPayments1763860000000 } from './1763860000000-subscription-payments';
import { ShopMoney1763870000000 } from './1763870000000-shop-money';
import { PartsInTotals1763880000000 } from './1763880000000-parts-in-totals';
import { PrintStations1763890000000 } from './1763890000000-print-stations';
import { OwnerSearch1763900000000 } from './1763900000000-owner-search';
import { ClientPageKeys1763910000000 } from './1763910000000-client-page-keys';
import { IntakeRecords1763920000000 } from './1763920000000-intake-records';
import { WarrantyAndDeviceIds1763950000000 } from './1763950000000-warranty-and-device-ids';
import { JobEstimates1763960000000 } from './1763960000000-job-estimates';
import { DeviceLocks1763970000000 } from './1763970000000-device-locks';
import { JobPhotos1763980000000 } from './1763980000000-job-photos';
import { ClientTotalsFromIndexes1763990000000 } from './1763990000000-client-totals-from-indexes';
import { ClientReminders1763993000000 } from './1763993000000-client-reminders';
import { KnownClients1763996000000 } from './1763996000000-known-clients';
import { JobLifecycle1763998000000 } from './1763998000000-job-lifecycle';
import { TicketSearch1764100000000 } from './1764100000000-ticket-search';
import { PerShopSearchKeys1764200000000 } from './1764200000000-per-shop-search-keys';
import { CyrillicCaseFolding1764300000000 } from './1764300000000-cyrillic-case-folding';
import { FiscalProfiles1764400000000 } from './1764400000000-fiscal-profiles';
import { FiscalOperatorCode1764450000000 } from './1764450000000-fiscal-operator-code';
import { FiscalDocuments1764500000000 } from './1764500000000-fiscal-documents';
import { FiscalCashRegister1764600000000 } from './1764600000000-fiscal-cash-register';
import { PrintJobFiscalPrints1764650000000 } from './1764650000000-print-job-fiscal-prints';
import { FiscalTills1764700000000 } from './1764700000000-fiscal-tills';
import { CashDepositOperation1764850000000 } from './1764850000000-cash-deposit-operation';
import { StockProducts1764900000000 } from './1764900000000-stock-products';
import { CounterSales1765000000000 } from './1765000000000-counter-sales';
import { PrintSales1765400000000 } from './1765400000000-print-sales';
import { JobCategories1765500000000 } from './1765500000000-job-categories';
import { CategoryLearning1765550000000 } from './1765550000000-category-learning';
import { JobPredictions1765600000000 } from './1765600000000-job-predictions';
import { ShopInUniqueKeys1765700000000 } from './1765700000000-shop-in-unique-keys';
import { ClientRefreshGenericPlans1765800000000 } from './1765800000000-client-refresh-generic-plans';
import { SearchKeysInPlpgsql1765900000000 } from './1765900000000-search-keys-in-plpgsql';
import { ArchivedProductsIndex1766000000000 } from './1766000000000-archived-products-index';
import { UnitSerialLookupIndex1766100000000 } from './1766100000000-unit-serial-lookup-index';

/** Every migration, in order; the schema comes only from these. */
export const MIGRATIONS = [
  InitialSchema1763760000000,
  PasswordResetTokens1763770000000,
  JobTracking1763780000000,
  SmsNotifications1763790000000,
  ScaleListsAndAggregates1763800000000,
  UserSessions1763810000000,
  RateLimits1763820000000,
  WorkerFigures1763830000000,
  StaffAccounts1763840000000,
  HistoryAuthors1763850000000,
  SubscriptionPayments1763860000000,
  ShopMoney1763870000000,
  PartsInTotals1763880000000,
  PrintStations1763890000000,
  OwnerSearch1763900000000,
  ClientPageKeys1763910000000,
  IntakeRecords1763920000000,
  WarrantyAndDeviceIds1763950000000,
  JobEstimates1763960000000,
  DeviceLocks1763970000000,
  JobPhotos1763980000000,
  ClientTotalsFromIndexes1763990000000,
  ClientReminders1763993000000,
  KnownClients1763996000000,
  JobLifecycle1763998000000,
  TicketSearch1764100000000,
  PerShopSearchKeys1764200000000,
  CyrillicCaseFolding1764300000000,
  FiscalProfiles1764400000000,
  FiscalOperatorCode1764450000000,
  FiscalDocuments1764500000000,
  FiscalCashRegister1764600000000,
  PrintJobFiscalPrints1764650000000,
  FiscalTills1764700000000,
  CashDepositOperation1764850000000,
  StockProducts1764900000000,
  CounterSales1765000000000,
  PrintSales1765400000000,
  JobCategories1765500000000,
  CategoryLearning1765550000000,
  JobPredictions1765600000000,
  ShopInUniqueKeys1765700000000,
  ClientRefreshGenericPlans1765800000000,
  SearchKeysInPlpgsql1765900000000,
  ArchivedProductsIndex1766000000000,
  UnitSerialLookupIndex1766100000000,
];
