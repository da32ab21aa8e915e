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
  it.each(['success', 'error', 'warning', 'info'] as const)('shows a %s toast', (variant) => {
    notify(variant, 'Hello');
    expect(toast[variant]).toHaveBeenCalledWith('Hello');
  });

  it('has the shared messages', () => {
    notifySavedSuccessfully();
    expect(toast.success).toHaveBeenCalledWith('Saved successfully');
    notifySomethingWentWrong();
    expect(toast.error).toHaveBeenCalledWith('Something went wrong');
  });

  it('builds the flow error from resource, error type, action and area', () => {
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
    expect(toast.error).toHaveBeenCalledWith(buildFlowErrorMessage(flowError));
  });
});
