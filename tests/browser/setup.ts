import { afterAll, afterEach } from 'vitest';
import { closeFileContexts, failOnViolations } from './harness';

// Registered for every test file (a setup file runs before each one, even where files share a worker's
// modules: the browser project does not isolate them, so the harness is evaluated once per worker).
afterEach(failOnViolations);
afterAll(closeFileContexts);
