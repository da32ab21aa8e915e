import type { RowSelectionState } from '@utmost/ui/components/data-table';
import { useCallback, useState } from 'react';
import type { SearchTermsSearch } from '../../../lib/search-schemas';

const EMPTY_SELECTION: RowSelectionState = {};

/**
 * The rows checked on the shown page. Another page, sort or filter starts with none, so a bulk
 * action only ever covers rows the user can see (at most a page, well under the 500 a request
 * takes).
 */
export function useViewSelection(search: SearchTermsSearch) {
  const viewKey = JSON.stringify(search);
  const [selection, setSelection] = useState<{ viewKey: string; state: RowSelectionState }>({
    viewKey,
    state: {},
  });
  const state = selection.viewKey === viewKey ? selection.state : EMPTY_SELECTION;
  const onChange = useCallback(
    (update: RowSelectionState | ((previous: RowSelectionState) => RowSelectionState)) =>
      setSelection((current) => {
        const previous = current.viewKey === viewKey ? current.state : EMPTY_SELECTION;
        return { viewKey, state: typeof update === 'function' ? update(previous) : update };
      }),
    [viewKey],
  );
  return { state, onChange };
}
