/// <reference types="node" />
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

/**
 * Set up before every component test of a frontend (the jest configuration of jest.frontend.js runs it).
 * The router needs these; jsdom leaves them out.
 */
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

// What a test waits for (findBy, waitFor) may come late on a busy machine: wait up to 5 s, not 1 s.
configure({ asyncUtilTimeout: 5000 });
