// After the frontends' shared set-up (libs/web/src/testing/setup.ts): jsdom loads no images (it has no
// canvas), so every image counts as loaded, as a browser's data URLs soon are.
Object.defineProperty(window.HTMLImageElement.prototype, 'complete', { configurable: true, get: () => true });
