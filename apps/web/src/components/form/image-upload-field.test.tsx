import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImageUploadField } from './image-upload-field';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0];

function renderField() {
  const onUpload = vi.fn();
  render(
    <ImageUploadField id="logo" label="Logo" imageUrl={null} imageAlt="" onUpload={onUpload} />,
  );
  return onUpload;
}

describe('ImageUploadField', () => {
  it('hands a PNG of allowed size to onUpload', async () => {
    const onUpload = renderField();
    const png = new File([new Uint8Array(PNG_SIGNATURE)], 'logo.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Logo'), png);
    await waitFor(() => expect(onUpload).toHaveBeenCalledWith(png));
  });

  it('refuses a file over 10 MB with the spec message', async () => {
    const onUpload = renderField();
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Logo'), big);
    expect(await screen.findByText('Maximum file size is 10 MB')).toBeInTheDocument();
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('refuses a file whose bytes are not an image, whatever its name', async () => {
    const onUpload = renderField();
    const fake = new File(['<svg onload="alert(1)"/>'], 'logo.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Logo'), fake);
    expect(
      await screen.findByText('Only PNG, JPEG, WebP or GIF images are allowed'),
    ).toBeInTheDocument();
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('is one visible tab stop: the button, not the hidden file input', async () => {
    renderField();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Choose image' })).toHaveFocus();
    await userEvent.tab();
    expect(document.body).toHaveFocus();
  });
});
