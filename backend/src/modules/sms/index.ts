// The SMS module's public API: what other modules may use of it (the lint's module-boundaries rule).
export { SmsModule } from './sms.module';
export { SmsOutboxService, type SmsJob } from './outbox/sms-outbox.service';
export { SmsOutboxRepository } from './outbox/sms-outbox.repository';
export { SmsProvider } from './providers/sms-provider';
export {
  estimateValues,
  jobMessageText,
  shopTemplate,
  statusValues,
  type MessageJob,
  type MessagingShop,
} from './job-messages';
export { messagingShop } from './sms-settings.repository';
