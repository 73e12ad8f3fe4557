// The device-locks module's public API: what other modules may use of it (the lint's module-boundaries rule).
export { DeviceLocksModule } from './device-locks.module';
export { DeviceLockCipher } from './device-lock-cipher';
export { deviceLockOfJob, deviceLockSavedText, saveDeviceLock } from './device-locks.repository';
export { DeviceLockDto } from './dto/device-lock.dto';
