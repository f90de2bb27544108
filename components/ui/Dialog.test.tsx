import { fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { Dialog } from './Dialog';

function Harness({ role, closeOnBackdrop, withInitialFocus = false }: { role?: 'dialog' | 'alertdialog'; closeOnBackdrop?: boolean; withInitialFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  const second = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Buka
      </button>
      {open && (
        <Dialog role={role} labelledBy="judul" describedBy="isi" onClose={() => setOpen(false)} closeOnBackdrop={closeOnBackdrop} initialFocus={withInitialFocus ? second : undefined} className="max-w-sm">
          <h2 id="judul">Judul</h2>
          <p id="isi">Isi dialog</p>
          <button type="button">Pertama</button>
          <button type="button" ref={second}>
            Kedua
          </button>
        </Dialog>
      )}
    </>
  );
}

function open() {
  const opener = screen.getByRole('button', { name: 'Buka' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('Dialog', () => {
  it('is a named, described modal with focus on its first control, the page behind locked', () => {
    render(<Harness />);
    open();
    const dialog = screen.getByRole('dialog', { name: 'Judul' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Isi dialog');
    expect(screen.getByRole('button', { name: 'Pertama' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('focuses initialFocus when given, and cycles Tab inside', () => {
    render(<Harness withInitialFocus />);
    open();
    expect(screen.getByRole('button', { name: 'Kedua' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(screen.getByRole('button', { name: 'Pertama' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(screen.getByRole('button', { name: 'Kedua' })).toHaveFocus();
  });

  it('closes with Escape and on a click on the backdrop, not inside; focus goes back', () => {
    render(<Harness />);
    const opener = open();
    fireEvent.mouseDown(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
    open();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('stays open on a backdrop click when closeOnBackdrop is false', () => {
    render(<Harness closeOnBackdrop={false} />);
    open();
    fireEvent.mouseDown(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('as an alert dialog, is not dismissed by a click beside it but closes with Escape', () => {
    render(<Harness role="alertdialog" />);
    open();
    const dialog = screen.getByRole('alertdialog', { name: 'Judul' });
    fireEvent.mouseDown(dialog.parentElement as HTMLElement);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
