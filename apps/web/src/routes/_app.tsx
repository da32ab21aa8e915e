import { createFileRoute } from '@tanstack/react-router';
import { AppShell } from '../components/layout/app-shell';
import { requireLoggedIn } from '../lib/guards';

/** The protected area: a logged-out visitor is sent to /login (spec §2, §6). */
export const Route = createFileRoute('/_app')({
  beforeLoad: requireLoggedIn,
  component: AppShell,
});
