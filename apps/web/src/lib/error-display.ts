import { createStore, type Store } from './create-store';

/** Spec §3 error state: what the global server-error display shows, and whether it is shown. */
interface ErrorDisplayState {
  errorStatus: number | null;
  errorMessage: string | null;
  isShown: boolean;
}

export interface ErrorDisplayStore extends Pick<
  Store<ErrorDisplayState>,
  'getState' | 'subscribe'
> {
  show(error: { status: number; message: string }): void;
  hide(): void;
}

const HIDDEN_ERROR_DISPLAY: ErrorDisplayState = {
  errorStatus: null,
  errorMessage: null,
  isShown: false,
};

export function createErrorDisplayStore(): ErrorDisplayStore {
  const store = createStore<ErrorDisplayState>(HIDDEN_ERROR_DISPLAY);
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    show({ status, message }) {
      store.setState({ errorStatus: status, errorMessage: message, isShown: true });
    },
    hide() {
      store.setState(HIDDEN_ERROR_DISPLAY);
    },
  };
}
