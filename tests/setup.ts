import { afterEach } from '@rstest/core';
import { cleanup } from '@testing-library/react';

// Testing Library unmounts after each test only with global hooks; rstest has none by default.
afterEach(() => cleanup());
