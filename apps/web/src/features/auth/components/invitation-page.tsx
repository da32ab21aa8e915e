import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { isUtmostError } from '@utmost/ads-sdk';
import { acceptInvitationMutationOptions } from '@utmost/ads-sdk/query';
import { Alert, AlertDescription, AlertTitle } from '@utmost/ui/components/alert';
import { Button } from '@utmost/ui/components/button';
import { CircleAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../../../components/layout/public-layout';
import { useAppContext } from '../../../lib/app-context';
import { HOME_PATH } from '../../../lib/guards';
import { switchToJoinedOrganization } from '../../../lib/session/invitation';
import { logOut } from '../../../lib/session/log-out';
import type { InvitationPreview, InvitationView } from '../lib/load-invitation';
import { JoinForm } from './join-form';
import { LoginForm } from './login-form';

/** /handle-invitation: join the inviting organization, in whichever way the visitor can. */
export function InvitationPage({ view }: { view: InvitationView }) {
  const { t } = useTranslation();
  if (view.kind === 'unusable') {
    return (
      <PublicLayout heading={t('invitation.unusableTitle')}>
        <p className="text-sm text-muted-foreground">{t('invitation.unusableBody')}</p>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to={HOME_PATH}>{t('invitation.continue')}</Link>
          </Button>
        </div>
      </PublicLayout>
    );
  }
  const { invitation, email, invitationToken } = view;
  return (
    <PublicLayout
      heading={t('invitation.joinTitle', { organization: invitation.organizationName })}
    >
      <InvitedBy invitation={invitation} />
      {view.kind === 'sign-up' ? (
        <>
          <p className="text-sm text-muted-foreground">{t('invitation.signUpIntro')}</p>
          <JoinForm
            invitationToken={invitationToken}
            email={email}
            organizationName={invitation.organizationName}
          />
        </>
      ) : null}
      {view.kind === 'log-in' ? (
        <>
          <p className="text-sm text-muted-foreground">{t('invitation.logInIntro', { email })}</p>
          <LoginForm search={{ tkn: invitationToken }} defaultEmail={email} />
          <Link
            to="/forgot-password"
            className="-mt-2 self-end text-sm text-primary underline-offset-4 hover:underline"
          >
            {t('login.forgotPassword')}
          </Link>
        </>
      ) : null}
      {view.kind === 'accept' ? (
        <AcceptButton
          invitationToken={invitationToken}
          email={email}
          organizationName={invitation.organizationName}
        />
      ) : null}
      {view.kind === 'other-account' ? (
        <OtherAccount currentEmail={view.currentEmail} email={email} />
      ) : null}
    </PublicLayout>
  );
}

function InvitedBy({ invitation }: { invitation: InvitationPreview }) {
  const { t } = useTranslation();
  const values = {
    organization: invitation.organizationName,
    // Its own words, not the roles section: that one loads with the protected pages only.
    role: t(`invitation.roles.${invitation.role}`),
  };
  return (
    <p className="text-sm">
      {invitation.inviterName === undefined
        ? t('invitation.invited', values)
        : t('invitation.invitedBy', { ...values, inviter: invitation.inviterName })}
    </p>
  );
}

/** Logged in as the invited address: one click joins and opens the organization. */
function AcceptButton({
  invitationToken,
  email,
  organizationName,
}: {
  invitationToken: string;
  email: string;
  organizationName: string;
}) {
  const { t } = useTranslation();
  const context = useAppContext();
  const navigate = useNavigate();
  const router = useRouter();
  const accept = useMutation({
    ...acceptInvitationMutationOptions(context.sdk),
    onSuccess: async (organization) => {
      await switchToJoinedOrganization(context, organization);
      await navigate({ to: HOME_PATH, search: { joined: true } });
    },
    // The global handler says why; a link used up or cancelled meanwhile then shows its page.
    onError: (error) => {
      if (isUtmostError(error) && error.status === 400) void router.invalidate();
    },
  });
  return (
    <>
      <p className="text-sm text-muted-foreground">{t('invitation.acceptIntro', { email })}</p>
      <Button
        className="self-start"
        disabled={accept.isPending}
        onClick={() => accept.mutate(invitationToken)}
      >
        {accept.isPending
          ? t('invitation.joining')
          : t('invitation.acceptSubmit', { organization: organizationName })}
      </Button>
    </>
  );
}

/** Logged in as someone else: the invitation is not theirs to accept; logging out is offered. */
function OtherAccount({ currentEmail, email }: { currentEmail: string; email: string }) {
  const { t } = useTranslation();
  const context = useAppContext();
  const router = useRouter();
  const leave = useMutation({
    mutationFn: async () => {
      await logOut(context);
      // The page loads again, logged out: it then offers the sign-up or login for the address.
      await router.invalidate();
    },
  });
  return (
    <>
      <Alert>
        <CircleAlertIcon aria-hidden="true" />
        <AlertTitle>{t('invitation.otherAccountTitle', { email: currentEmail })}</AlertTitle>
        <AlertDescription>{t('invitation.otherAccountBody', { email })}</AlertDescription>
      </Alert>
      <div className="flex flex-wrap gap-3">
        <Button disabled={leave.isPending} onClick={() => leave.mutate()}>
          {t('invitation.logOutToAccept')}
        </Button>
        <Button asChild variant="outline">
          <Link to={HOME_PATH}>{t('invitation.stayLoggedIn', { email: currentEmail })}</Link>
        </Button>
      </div>
    </>
  );
}
