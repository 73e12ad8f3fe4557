// The client-messages module's public API: what other modules may use of it (the lint's module-boundaries rule).
export { ClientMessagesModule } from './client-messages.module';
