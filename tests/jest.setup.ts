import '@testing-library/jest-dom';
import { setLogDestination } from '@/lib/log/logger.cjs';

// The structured log (pino, straight to stdout) would bury Jest's report: tests that pin a log
// line collect them with tests/logCapture.ts.
beforeEach(() => setLogDestination({ write: () => undefined }));
