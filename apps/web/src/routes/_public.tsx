import { createFileRoute } from '@tanstack/react-router';
import { PublicLayout } from '../components/layout/public-layout';
import { redirectLoggedInHome } from '../lib/guards';

/** Login-only pages: a logged-in user is sent to ad accounts (spec §2, §6). */
export const Route = createFileRoute('/_public')({
  beforeLoad: redirectLoggedInHome,
  component: PublicLayout,
});
