import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerContent, answerFieldErrors } from '../../../test/fake-api';
import { findField, getField } from '../../../test/find-field';
import { buildAiRules, buildBrief, buildBriefRoutes } from '../test/brief-api-routes';
import {
  getSaveButton,
  NEW_BRIEF_PATH,
  openTab,
  renderBriefEditor,
} from '../test/render-brief-editor';

const SERVER_RULE_MESSAGE = 'This rule is not allowed.';

// Issue 25 item 7: a failed save puts focus on the first field to fix, on whichever tab it is.
describe('brief editor: a failed save', () => {
  it('opens the tab of the first missing field and focuses that field', async () => {
    renderBriefEditor({ path: NEW_BRIEF_PATH });
    await userEvent.type(await findField('AI brief name'), 'Spring stoves');
    await openTab('Rules');
    await waitFor(() => expect(getSaveButton()).toBeEnabled());
    await userEvent.click(getSaveButton());
    await waitFor(() => expect(getField('Company name')).toHaveFocus());
  });

  it("focuses the field the server's 400 names, on its own tab", async () => {
    renderBriefEditor({
      routes: buildBriefRoutes(
        { rules: buildAiRules({ general_rules: [{ description: 'Exclude jobs.' }] }) },
        {
          'PUT /api/v1/searchTerms/brands/{id}': () => answerContent(buildBrief()),
          'PUT /api/v1/searchTerms/ai-rules/{brandId}': () =>
            answerFieldErrors({ 'general_rules.0.description': SERVER_RULE_MESSAGE }),
        },
      ),
    });
    await userEvent.type(await findField('Company name'), ' Ltd');
    await userEvent.click(getSaveButton());
    await waitFor(() => expect(getField('Rule 1')).toHaveFocus());
    expect(getField('Rule 1')).toHaveAccessibleDescription(SERVER_RULE_MESSAGE);
  });
});
