import { z } from 'zod';

// The built app runs under a Content-Security-Policy without 'unsafe-eval'. zod would probe for
// eval at its first parse (core/config.ts parses at import) and the probe is reported as a
// violation; jitless skips it. Imported first by main.tsx.
z.config({ jitless: true });
