import { createFileRoute } from '@tanstack/react-router';
import { BriefEditorPage } from '../features/briefs/components/brief-editor-page';
import { briefEditorSearchSchema } from '../lib/search-schemas';
import { keepOrganizationInAddress } from '../lib/session/organization-address';

/** `$id`: a saved brief's id, or `new-brief` for a new one (spec §2). */
export const Route = createFileRoute('/_app/ai-briefs/edit-brief/$id')({
  validateSearch: briefEditorSearchSchema,
  // A copied link opens in this organization (issue 25): the address names it.
  beforeLoad: keepOrganizationInAddress,
  staticData: { titleKey: 'pages.editBrief' },
  component: EditBriefPage,
});

function EditBriefPage() {
  const { id } = Route.useParams();
  const { from, created } = Route.useSearch();
  const navigate = Route.useNavigate();
  // Keyed: a new brief, once saved, opens at its id as a fresh editor over what was saved.
  return (
    <BriefEditorPage
      key={id}
      id={id}
      from={from}
      isJustCreated={created === true}
      onAssignOfferClosed={() =>
        void navigate({
          search: (previous) => ({ ...previous, created: undefined }),
          replace: true,
        })
      }
    />
  );
}
