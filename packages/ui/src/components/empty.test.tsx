import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  Empty,
  EmptyContent,
  EmptyDescription,
  EmptyHeader,
  EmptyMedia,
  EmptyTitle,
} from './empty';

function renderEmpty(props: React.ComponentProps<typeof Empty> = {}) {
  return render(
    <Empty aria-labelledby="empty-title" {...props}>
      <EmptyHeader>
        <EmptyMedia>
          <svg data-testid="icon" />
        </EmptyMedia>
        <EmptyTitle id="empty-title">No tracking templates yet</EmptyTitle>
        <EmptyDescription>A template says which parameters every ad gets.</EmptyDescription>
      </EmptyHeader>
      <EmptyContent>
        <button type="button">Create a template</button>
      </EmptyContent>
    </Empty>,
  );
}

describe('Empty', () => {
  it('is a region named by its title, with the title as a heading', () => {
    renderEmpty();
    expect(screen.getByRole('region', { name: 'No tracking templates yet' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'No tracking templates yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create a template' })).toBeInTheDocument();
  });

  it('keeps the picture away from screen readers', () => {
    renderEmpty();
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('is a dashed panel on a page by default, and centred plain text inside a table', () => {
    const { unmount } = renderEmpty();
    const page = screen.getByRole('region');
    expect(page).toHaveClass('border-dashed', 'items-start');
    expect(page).toHaveAttribute('data-align', 'start');
    unmount();
    renderEmpty({ variant: 'plain', align: 'center' });
    const plain = screen.getByRole('region');
    expect(plain).not.toHaveClass('border-dashed');
    expect(plain).toHaveClass('items-center', 'text-center');
  });
});
