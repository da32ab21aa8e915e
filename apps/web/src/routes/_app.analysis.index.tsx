import { createFileRoute, redirect } from '@tanstack/react-router';

/** The analysis starts by choosing an ad account. */
export const Route = createFileRoute('/_app/analysis/')({
  beforeLoad: () => {
    throw redirect({ to: '/analysis/select-account' });
  },
});
