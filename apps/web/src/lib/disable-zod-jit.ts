import { z } from 'zod';

// zod compiles object schemas with `new Function` after probing whether eval works. The server's
// CSP allows no 'unsafe-eval' (apps/api/src/http/security-headers.ts): the probe is refused and
// reported as a CSP violation even though zod catches it. Interpreted parsing is fast enough for
// forms and answers, and skips the probe. Imported first by main.tsx, before any schema parses.
z.config({ jitless: true });
