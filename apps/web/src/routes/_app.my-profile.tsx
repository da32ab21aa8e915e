import { createFileRoute } from '@tanstack/react-router';
import { MyProfilePage } from '../features/profile/components/my-profile-page';

export const Route = createFileRoute('/_app/my-profile')({
  staticData: { titleKey: 'pages.myProfile' },
  component: MyProfilePage,
});
