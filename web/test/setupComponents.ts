// Component tests (React Testing Library under jsdom): jest-dom's matchers (toBeDisabled, ...), and
// what jsdom 20 lacks that browsers and react-router have (TextEncoder).
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no ResizeObserver (it lays nothing out, so nothing it watches ever changes size).
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in globalThis)) Object.assign(globalThis, { ResizeObserver: NoResizeObserver });
