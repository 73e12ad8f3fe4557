// The photos module's public API: what other modules may use of it (the lint's module-boundaries rule).
export { PhotosModule } from './photos.module';
export { photoFileKey } from './photos.repository';
export { PhotoStorage } from './storage/photo-storage';
