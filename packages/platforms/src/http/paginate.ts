// Token paging as an async iterator: one yielded array per platform page, so a consumer can stop
// (break, or abort the signal) without the client reading pages nobody wants.

export interface Page<T> {
  items: T[];
  /** Absent (or empty) on the last page. */
  nextPageToken?: string | null;
}

export async function* paginate<T>(
  fetchPage: (pageToken: string | undefined) => Promise<Page<T>>,
  signal?: AbortSignal,
): AsyncGenerator<T[]> {
  let pageToken: string | undefined;
  do {
    signal?.throwIfAborted();
    const page = await fetchPage(pageToken);
    pageToken = page.nextPageToken ?? undefined;
    if (page.items.length > 0) yield page.items;
  } while (pageToken !== undefined && pageToken !== '');
}

/** Reads every page into one array: for small listings (accounts, campaign groups). */
export async function collectPages<T>(pages: AsyncIterable<T[]>): Promise<T[]> {
  const all: T[] = [];
  for await (const page of pages) all.push(...page);
  return all;
}
