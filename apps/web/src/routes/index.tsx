import { createFileRoute, redirect } from '@tanstack/react-router';
import { HOME_PATH } from '../lib/guards';

/** The bare origin opens the ad accounts (which sends a logged-out visitor on to /login). */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: HOME_PATH });
  },
});
