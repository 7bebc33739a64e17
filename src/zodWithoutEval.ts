import * as z from 'zod/mini';

// The built app runs under a Content-Security-Policy without 'unsafe-eval'. zod would probe for
// eval at its first parse (core/config.ts parses at import) and the probe is reported as a
// violation; jitless skips it. Imported first by main.tsx.
// zod/mini loads no locale: without the English one every issue zod words itself reads 'Invalid
// input', and the diagnostics of the boundary, the hub and the calls name what was wrong (about 1 kB).
z.config({ jitless: true, ...z.locales.en() });
