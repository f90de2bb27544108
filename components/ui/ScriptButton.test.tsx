import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { ScriptButton } from './ScriptButton';

describe('ScriptButton', () => {
  it('is disabled in the server’s HTML, so a tap before the scripts run is refused visibly', () => {
    const html = renderToString(<ScriptButton onClick={() => undefined}>Bagikan</ScriptButton>);
    expect(html).toMatch(/^<button[^>]* type="button"[^>]* disabled=""/);
    expect(html).toContain('disabled:opacity-60');
  });

  it('is enabled once the page has hydrated, and then does its work', async () => {
    const onClick = jest.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ScriptButton onClick={onClick}>Bagikan</ScriptButton>);
    document.body.appendChild(container);
    expect(container.querySelector('button')).toBeDisabled();
    await act(async () => {
      hydrateRoot(container, <ScriptButton onClick={onClick}>Bagikan</ScriptButton>);
    });
    const button = container.querySelector('button')!;
    expect(button).toBeEnabled();
    button.click();
    expect(onClick).toHaveBeenCalledTimes(1);
    container.remove();
  });

  it('is enabled at once when it mounts after hydration (a dialog’s buttons), and keeps its own disabled', () => {
    const { rerender } = render(<ScriptButton>Tutup</ScriptButton>);
    expect(screen.getByRole('button', { name: 'Tutup' })).toBeEnabled();
    rerender(<ScriptButton disabled>Tutup</ScriptButton>);
    expect(screen.getByRole('button', { name: 'Tutup' })).toBeDisabled();
  });
});
