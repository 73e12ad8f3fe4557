import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// The router needs them; jsdom leaves them out.
Object.assign(globalThis, { TextEncoder, TextDecoder });

/**
 * What jsdom lacks and Mantine uses: media queries (answered "no match"), element resizing and
 * scrolling, and the computed style of the page.
 */
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;

window.HTMLElement.prototype.scrollIntoView = () => undefined;

const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);

// jsdom loads no images (it has no canvas): every image counts as loaded, as a browser's data URLs soon are.
Object.defineProperty(window.HTMLImageElement.prototype, 'complete', { configurable: true, get: () => true });
