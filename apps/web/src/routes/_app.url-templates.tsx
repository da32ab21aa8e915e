import { createFileRoute } from '@tanstack/react-router';
import { requireMode } from '../lib/guards';

/** Spec §2: tagging mode only; in the other mode this section redirects to ad accounts. */
export const Route = createFileRoute('/_app/url-templates')({
  beforeLoad: requireMode('tagging'),
});
