import { toast } from '@utmost/ui/components/sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildFlowErrorMessage,
  notify,
  notifyFlowError,
  notifySavedSuccessfully,
  notifySomethingWentWrong,
} from './notify';

vi.mock('@utmost/ui/components/sonner', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

beforeEach(() => vi.clearAllMocks());

describe('notify', () => {
  // notify() loads sonner on first use, so the toast follows once the import has resolved.
  it.each(['success', 'error', 'warning', 'info'] as const)('shows a %s toast', async (variant) => {
    notify(variant, 'Hello');
    await vi.waitFor(() => expect(toast[variant]).toHaveBeenCalledWith('Hello'));
  });

  it('has the shared messages', async () => {
    notifySavedSuccessfully();
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Saved successfully'));
    notifySomethingWentWrong();
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Something went wrong'));
  });

  it('builds the flow error from resource, error type, action and area', async () => {
    const flowError = {
      resource: 'tracking template',
      errorType: 'Duplicate tracking template name',
      action: 'save',
      area: 'Tracking templates',
    };
    expect(buildFlowErrorMessage(flowError)).toBe(
      'Could not save the tracking template in Tracking templates: Duplicate tracking template name',
    );
    notifyFlowError(flowError);
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(buildFlowErrorMessage(flowError)),
    );
  });
});
