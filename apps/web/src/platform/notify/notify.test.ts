import { toast } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { loadToast, notify } from './notify';

vi.mock('react-toastify', () => ({
  toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() },
}));

describe('notify', () => {
  it('delivers a toast asked for before the library has loaded, then calls it directly', async () => {
    notify.error('Failed', { toastId: 'one' });
    expect(toast.error).not.toHaveBeenCalled();
    await loadToast();
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed', { toastId: 'one' }));

    notify.success('Saved');
    expect(toast.success).toHaveBeenCalledWith('Saved', undefined);
  });
});
