import { config } from 'zod/v4/core';

// The page's Content-Security-Policy forbids eval. zod probes `new Function` when the first object
// schema is created, and the browser reports that probe as a policy violation, so this module is
// imported before any other (src/web/main.tsx): schemas created at import time find it set.
config({ jitless: true });
