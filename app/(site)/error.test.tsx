import { fireEvent, render, screen } from '@testing-library/react';
import SiteError from './error';

describe('site error state', () => {
  it("shows 'Failed to load content' and retries with 'Coba Lagi'", () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const retry = jest.fn();
    render(<SiteError error={new Error('Network error occurred')} retry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load content');
    fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(retry).toHaveBeenCalledTimes(1);
    jest.restoreAllMocks();
  });
});
