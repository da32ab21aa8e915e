import { createFileRoute } from '@tanstack/react-router';
import { TemplateEditorPage } from '../features/url-templates/components/template-editor-page';
import { parsePlatformParam } from '../lib/platforms';
import { keepOrganizationInAddress } from '../lib/session/organization-address';

/** `$id`: a saved template's id, or `DEFAULT_TEMPLATE_ID` ('default') for a new template's draft. */
export const Route = createFileRoute('/_app/url-templates/edit-template/$platform/$id')({
  params: {
    parse: ({ platform, id }) => ({ platform: parsePlatformParam(platform), id }),
    stringify: ({ platform, id }) => ({ platform, id }),
  },
  staticData: { titleKey: 'pages.editTemplate' },
  // A copied link opens in this organization (issue 25): the address names it.
  beforeLoad: keepOrganizationInAddress,
  component: EditTemplatePage,
});

function EditTemplatePage() {
  const { platform, id } = Route.useParams();
  // Keyed: going from one template to another starts over (its draft is read when it opens).
  return <TemplateEditorPage key={`${platform}/${id}`} platform={platform} id={id} />;
}
