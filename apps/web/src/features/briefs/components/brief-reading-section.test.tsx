import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  NO_READING_CORRECTIONS,
  READING_CORRECTION_REQUIRED,
  READING_CORRECTION_TOO_LONG,
  type BriefReadingCorrections,
  type components,
} from '@utmost/ads-sdk';
import { describe, expect, it } from 'vitest';
import { answerContent, answerError, type FakeRoutes } from '../../../test/fake-api';
import { getField } from '../../../test/find-field';
import { buildBrief, buildBriefRoutes, buildReading } from '../test/brief-api-routes';
import { NEW_BRIEF_PATH, renderBriefEditor } from '../test/render-brief-editor';

type BriefReading = components['schemas']['BriefReading'];

const RULE = 'We sell across the UK. Exclude Dublin and stove fitting courses.';

/** The reading as the API would give it with these corrections (a stand-in for readBrief). */
function readWith(corrections: BriefReadingCorrections): BriefReading {
  const reading = buildReading();
  const served = corrections.servedPlaces;
  return {
    ...reading,
    competitors: reading.competitors.map((competitor) => ({
      ...competitor,
      inContextOnly: corrections.competitorsInContext.includes(competitor.name),
    })),
    market: { ...reading.market, servedPlaces: served },
    excluded: {
      ...reading.excluded,
      places: reading.excluded.places.filter(
        (place) => !served.includes(place.text) && !corrections.notPlaces.includes(place.text),
      ),
      topics: reading.excluded.topics.filter(
        (topic) => !corrections.ignoredExclusions.includes(topic.text),
      ),
    },
    notes: served.includes('Dublin')
      ? [`You marked Dublin as served, but a rule excludes it ("${RULE}"): your correction wins.`]
      : [],
  };
}

/** The editor over a brief whose corrections the fake API keeps, as the real one does. */
function renderWithCorrections(overrides: FakeRoutes = {}) {
  let corrections = NO_READING_CORRECTIONS;
  const view = renderBriefEditor({
    routes: buildBriefRoutes(
      {},
      {
        'GET /api/v1/searchTerms/brands/{id}': () =>
          answerContent(buildBrief({ readingCorrections: corrections })),
        'GET /api/v1/searchTerms/brands/{id}/reading': () => answerContent(readWith(corrections)),
        'PATCH /api/v1/searchTerms/brands/{id}': (call) => {
          corrections = (call.body as { readingCorrections: BriefReadingCorrections })
            .readingCorrections;
          return answerContent(buildBrief({ readingCorrections: corrections }));
        },
        ...overrides,
      },
    ),
  });
  const sentCorrections = () =>
    view.api
      .findCalls('PATCH /api/v1/searchTerms/brands/{id}')
      .map(
        (call) => (call.body as { readingCorrections: BriefReadingCorrections }).readingCorrections,
      );
  return { ...view, sentCorrections };
}

async function findReading(): Promise<HTMLElement> {
  const section = await screen.findByRole('region', { name: 'How Utmost reads this brief' });
  await within(section).findByRole('region', { name: 'Your brand' });
  return section;
}

describe('how Utmost reads this brief', () => {
  it('shows each item with the sentence it came from', async () => {
    renderWithCorrections();
    const section = await findReading();
    const brand = within(section).getByRole('region', { name: 'Your brand' });
    // The brief's name and its site's are one brand.
    expect(within(brand).getAllByText('Hearthly')).toHaveLength(1);
    expect(within(brand).getByText('Found by: hearthly')).toBeInTheDocument();
    const competitors = within(section).getByRole('region', { name: 'Competitors' });
    expect(within(competitors).getByText('Stovax')).toBeInTheDocument();
    expect(within(section).getByRole('region', { name: 'What is sold' })).toHaveTextContent(
      'stovesflues',
    );
    expect(within(section).getByRole('region', { name: 'Market' })).toHaveTextContent(
      'Countries:United Kingdom',
    );
    const places = within(section).getByRole('region', { name: 'Excluded places' });
    expect(places).toHaveTextContent('Countries: Ireland');
    expect(within(places).getByText(`From the brief: “${RULE}”`)).toBeInTheDocument();
    expect(within(places).getByText('Dublin')).toBeInTheDocument();
    const topics = within(section).getByRole('region', { name: 'Excluded topics' });
    expect(within(topics).getByText('stove fitting courses')).toBeInTheDocument();
    const kept = within(section).getByRole('region', { name: 'Kept despite a rule' });
    expect(within(kept).getByText('From the brief: “Keep free quote searches.”')).toBeVisible();
    expect(
      within(section).getByText('No corrections yet: the reading follows the brief as written.'),
    ).toBeInTheDocument();
  });

  it('marks an excluded place served: saved at once, read at once, with the reading’s note', async () => {
    const { sentCorrections } = renderWithCorrections();
    const section = await findReading();
    await userEvent.click(within(section).getByRole('button', { name: 'We serve Dublin' }));

    expect(
      await within(section).findByText(
        'Saved: We serve Dublin. It applies from the next validation.',
      ),
    ).toBeInTheDocument();
    expect(sentCorrections()).toEqual([{ ...NO_READING_CORRECTIONS, servedPlaces: ['Dublin'] }]);
    const places = within(section).getByRole('region', { name: 'Excluded places' });
    expect(within(places).queryByText('Dublin')).not.toBeInTheDocument();
    const market = within(section).getByRole('region', { name: 'Market' });
    expect(within(market).getByText('Also served (your corrections)')).toBeInTheDocument();
    // A correction against the brief's own sentence says so.
    const notes = within(section).getByRole('alert');
    expect(notes).toHaveTextContent('You marked Dublin as served, but a rule excludes it');
    const corrections = within(section).getByRole('region', { name: 'Your corrections' });
    expect(within(corrections).getByText('We serve Dublin')).toBeInTheDocument();
  });

  it('ignores an excluded topic, and undoes it from the corrections', async () => {
    const { sentCorrections } = renderWithCorrections();
    const section = await findReading();
    await userEvent.click(
      within(section).getByRole('button', {
        name: 'Don’t exclude this: stove fitting courses',
      }),
    );
    const corrections = within(section).getByRole('region', { name: 'Your corrections' });
    expect(
      await within(corrections).findByText('Don’t exclude “stove fitting courses”'),
    ).toBeInTheDocument();
    const topics = within(section).getByRole('region', { name: 'Excluded topics' });
    expect(within(topics).getByText('Nothing in the brief.')).toBeInTheDocument();

    await userEvent.click(
      within(corrections).getByRole('button', {
        name: 'Undo: Don’t exclude “stove fitting courses”',
      }),
    );
    expect(await within(topics).findByText('stove fitting courses')).toBeInTheDocument();
    expect(sentCorrections()).toEqual([
      { ...NO_READING_CORRECTIONS, ignoredExclusions: ['stove fitting courses'] },
      NO_READING_CORRECTIONS,
    ]);
    expect(
      within(section).getByText(
        'Undone: Don’t exclude “stove fitting courses”. It applies from the next validation.',
      ),
    ).toBeInTheDocument();
  });

  it('counts a competitor only when searched as a company, from the keyboard', async () => {
    const { sentCorrections } = renderWithCorrections();
    const section = await findReading();
    within(section)
      .getByRole('button', { name: 'Only when searched as a company: Stovax' })
      .focus();
    await userEvent.keyboard('{Enter}');
    const competitors = within(section).getByRole('region', { name: 'Competitors' });
    expect(
      await within(competitors).findByRole('button', {
        name: 'Undo: Stovax only when searched as a company',
      }),
    ).toBeInTheDocument();
    expect(sentCorrections()).toEqual([
      { ...NO_READING_CORRECTIONS, competitorsInContext: ['Stovax'] },
    ]);
  });

  it('adds a town served and a word that is not a place, with the SDK’s messages', async () => {
    const { sentCorrections } = renderWithCorrections();
    const section = await findReading();
    const town = getField('Add a town you serve');
    await userEvent.click(within(section).getAllByRole('button', { name: 'Add' })[0]!);
    await waitFor(() => expect(town).toHaveAccessibleDescription(READING_CORRECTION_REQUIRED));
    await userEvent.type(town, 'x'.repeat(101));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(town).toHaveAccessibleDescription(READING_CORRECTION_TOO_LONG));
    expect(sentCorrections()).toEqual([]);

    await userEvent.clear(town);
    await userEvent.type(town, ' Lincoln {Enter}');
    await within(section).findByText(
      'Saved: We serve Lincoln. It applies from the next validation.',
    );
    expect(town).toHaveValue('');
    await userEvent.type(getField('Add a word that is not a place here'), 'Memphis{Enter}');
    await within(section).findByText('“Memphis” is not a place here');
    expect(sentCorrections()).toEqual([
      { ...NO_READING_CORRECTIONS, servedPlaces: ['Lincoln'] },
      { ...NO_READING_CORRECTIONS, servedPlaces: ['Lincoln'], notPlaces: ['Memphis'] },
    ]);
  });

  it('says the reading is of the saved brief while there are unsaved changes', async () => {
    renderWithCorrections();
    const section = await findReading();
    await userEvent.type(getField('Company name'), ' Ltd');
    expect(
      within(section).getByText(
        'This is the saved brief’s reading: save your changes to see them read here.',
      ),
    ).toBeInTheDocument();
  });
});

describe('the reading’s loading, empty and error states', () => {
  it('waits for a new brief to be saved', async () => {
    renderBriefEditor({ path: NEW_BRIEF_PATH });
    const section = await screen.findByRole('region', { name: 'How Utmost reads this brief' });
    expect(
      within(section).getByText('Save the AI brief to see how Utmost reads it.'),
    ).toBeInTheDocument();
  });

  it('says when nothing was read', async () => {
    renderWithCorrections({
      'GET /api/v1/searchTerms/brands/{id}/reading': () =>
        answerContent(
          buildReading({
            competitors: [],
            offer: [],
            excluded: { places: [], countries: [], regions: [], topics: [] },
            kept: [],
            market: {
              countries: [],
              regions: [],
              sellsWorldwide: false,
              serviceArea: null,
              servedPlaces: [],
            },
            notes: ['No rules: only the usual waste decides exclusions.'],
          }),
        ),
    });
    const section = await findReading();
    expect(within(section).getAllByText('Nothing in the brief.')).toHaveLength(5);
    expect(
      within(section).getByText('No country named: searches are not judged by country.'),
    ).toBeInTheDocument();
    expect(within(section).getByRole('alert')).toHaveTextContent('No rules');
  });

  it('loads, then shows a failure with a retry', async () => {
    let answerFirst: () => void = () => undefined;
    const firstAnswer = new Promise<void>((resolve) => (answerFirst = resolve));
    let isDown = true;
    renderWithCorrections({
      'GET /api/v1/searchTerms/brands/{id}/reading': async () => {
        await firstAnswer;
        return isDown
          ? answerError(404, 'NOT_FOUND', 'AI brief not found.')
          : answerContent(buildReading());
      },
    });
    const section = await screen.findByRole('region', { name: 'How Utmost reads this brief' });
    expect(within(section).getByRole('status', { name: 'Reading the AI brief…' })).toBeVisible();
    answerFirst();
    expect(
      await within(section).findByText('The reading of this AI brief could not be loaded.'),
    ).toBeInTheDocument();
    isDown = false;
    await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('region', { name: 'Your brand' })).toBeVisible();
  });
});
