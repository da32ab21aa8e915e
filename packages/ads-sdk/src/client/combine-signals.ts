/**
 * One signal that aborts when any of the given ones does, with the first one's reason.
 * Uses `AbortSignal.any` where it exists; Safari before 17.4 lacks it.
 */
export function combineSignals(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  return combineSignalsWithListeners(signals);
}

/** The fallback of `combineSignals`, exported so it is tested where `AbortSignal.any` exists. */
export function combineSignalsWithListeners(signals: AbortSignal[]): AbortSignal {
  const controller = new AbortController();
  const abortWith = (signal: AbortSignal) => {
    controller.abort(signal.reason);
    for (const other of signals) other.removeEventListener('abort', onAbort);
  };
  function onAbort(this: AbortSignal) {
    abortWith(this);
  }
  for (const signal of signals) {
    if (signal.aborted) {
      abortWith(signal);
      break;
    }
    signal.addEventListener('abort', onAbort, { once: true });
  }
  return controller.signal;
}
