import { createFileRoute } from '@tanstack/react-router';
import { requireMode } from '../lib/guards';

/** Spec §2: search-terms mode only; in the other mode this section redirects to ad accounts. */
export const Route = createFileRoute('/_app/ai-briefs')({
  beforeLoad: requireMode('search-terms'),
});
