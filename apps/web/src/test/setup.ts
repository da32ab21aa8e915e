import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../i18n/i18n';

// jsdom has no layout: the router's scroll restoration calls a scrollTo it does not implement.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
});
