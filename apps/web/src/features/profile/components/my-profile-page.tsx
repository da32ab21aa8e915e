import { useMutation, useQuery } from '@tanstack/react-query';
import {
  invalidateQueryTags,
  uploadProfilePictureMutationOptions,
  userQueryOptions,
} from '@utmost/ads-sdk/query';
import { useTranslation } from 'react-i18next';
import { ImageUploadField } from '../../../components/form/image-upload-field';
import { PendingScreen } from '../../../components/screens/pending-screen';
import { track } from '../../../lib/analytics';
import { useAppContext } from '../../../lib/app-context';
import { notifySavedSuccessfully } from '../../../lib/notify';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import type { ApiUser } from '../../../lib/session/session-types';
import { ProfileForm } from './profile-form';

/** /my-profile: picture, names and password of the signed-in user. */
export function MyProfilePage() {
  const { userId } = useSessionScope();
  const { sdk } = useAppContext();
  const { data: user } = useQuery({
    ...userQueryOptions(sdk, userId ?? ''),
    enabled: userId !== null,
  });
  if (user === undefined) return <PendingScreen />;
  return (
    <div className="flex max-w-2xl flex-col gap-8">
      <ProfilePicture user={user} />
      <ProfileForm user={user} />
    </div>
  );
}

function ProfilePicture({ user }: { user: ApiUser }) {
  const { t } = useTranslation();
  const { sdk, queryClient, auth } = useAppContext();
  const upload = useMutation({
    ...uploadProfilePictureMutationOptions(sdk, user.id),
    onSuccess: async (updated) => {
      track('upload_profile_picture');
      notifySavedSuccessfully();
      const current = auth.getState().user;
      if (current !== null) {
        auth.updateAuthState({
          user: { ...current, profilePictureUrl: updated.profilePictureUrl },
        });
      }
      await invalidateQueryTags(queryClient, ['user']);
    },
  });
  return (
    <ImageUploadField
      id="profile-picture"
      label={t('profile.picture')}
      imageUrl={user.profilePictureUrl}
      imageAlt={t('profile.pictureAlt')}
      isUploading={upload.isPending}
      onUpload={(file) => upload.mutate(file)}
    />
  );
}
