export * from './api';
export * from './countries';
export * from './job-status';
export * from './trial';
export * from './sms';
export * from './job-codes';
export * from './error-codes';
export * from './staff';
