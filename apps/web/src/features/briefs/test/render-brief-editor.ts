import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, type FakeRoutes } from '../../../test/fake-api';
import { findField, getField } from '../../../test/find-field';
import { buildLoggedInState, renderApp } from '../../../test/render-app';
import { BRIEF_ID, buildBriefRoutes } from './brief-api-routes';

export const EXISTING_BRIEF_PATH = `/ai-briefs/edit-brief/${BRIEF_ID}?from=%2Fai-briefs`;
export const NEW_BRIEF_PATH = '/ai-briefs/edit-brief/new-brief?from=%2Fai-briefs';

/** The whole app at the brief editor, in search-terms mode, over the fake API. */
export function renderBriefEditor({
  path = EXISTING_BRIEF_PATH,
  routes = buildBriefRoutes(),
}: { path?: string; routes?: FakeRoutes } = {}) {
  const api = createFakeApi(routes);
  const view = renderApp({
    path,
    mode: 'search-terms',
    authState: buildLoggedInState(),
    fetch: api.fetch,
  });
  return { ...view, api };
}

export function getSaveButton(): HTMLElement {
  return screen.getByRole('button', { name: 'Save' });
}

export async function openTab(name: string): Promise<void> {
  await userEvent.click(screen.getByRole('tab', { name: new RegExp(`^${name}`) }));
}

/** Fills the Overview tab with valid values (the products are on their own tab). */
export async function fillOverview(): Promise<void> {
  await userEvent.type(await findField('AI brief name'), 'Spring stoves');
  await userEvent.type(getField('Company name'), 'Hearthly');
  await userEvent.type(getField('Website'), 'www.hearthly.example');
  await userEvent.type(
    getField('Company overview'),
    'Hearthly designs and sells wood-burning stoves and fireplace accessories.',
  );
  for (const name of ['Stovax', 'Morsø', 'Charnwood', 'Contura', 'Jøtul']) {
    await userEvent.type(screen.getByPlaceholderText('Competitor name'), `${name}{Enter}`);
  }
}
