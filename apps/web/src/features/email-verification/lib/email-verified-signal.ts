/**
 * Tells the app's other tabs that the address has just been verified (the link opened in a new
 * tab), so their "Confirm your e-mail" banner goes at once instead of on the next refetch.
 */
const CHANNEL_NAME = 'utmost.email-verification';

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
}

export function announceEmailVerified(): void {
  const channel = openChannel();
  if (channel === null) return;
  channel.postMessage('verified');
  channel.close();
}

/** Calls `onVerified` when another tab verifies the address; returns the unsubscribe. */
export function listenForEmailVerified(onVerified: () => void): () => void {
  const channel = openChannel();
  if (channel === null) return () => {};
  channel.onmessage = () => onVerified();
  return () => channel.close();
}
