import { fireEvent, render, screen, within } from '@testing-library/react';
import { OrgChartViewer } from './OrgChartViewer';
import { ZOOM_SCALE } from './ZoomableImage';

const TITLE = 'Struktur Organisasi Biro Keuangan';

// jsdom has no PointerEvent; the zoom reads pointerType, so give it a minimal one.
beforeAll(() => {
  if (typeof window.PointerEvent === 'undefined') {
    class PointerEventShim extends MouseEvent {
      readonly pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerType = init.pointerType ?? '';
      }
    }
    window.PointerEvent = PointerEventShim as unknown as typeof PointerEvent;
  }
});

function renderViewer() {
  render(
    <>
      <a href="#sebelum">sebelum</a>
      <OrgChartViewer src="/images/org/biro-keuangan.svg" title={TITLE} width={1200} height={600} />
      <a href="#sesudah">sesudah</a>
    </>,
  );
  return screen.getByRole('button', { name: `Perbesar bagan ${TITLE}` });
}

/** Opens the dialog; its code arrives on the first click (a chunk of its own). */
async function openDialog() {
  const thumbnail = renderViewer();
  fireEvent.click(thumbnail);
  return { thumbnail, dialog: await screen.findByRole('dialog', { name: TITLE }) };
}

describe('OrgChartViewer', () => {
  it('shows the chart as a thumbnail button and no dialog', () => {
    const thumbnail = renderViewer();
    expect(thumbnail).toHaveAttribute('aria-haspopup', 'dialog');
    expect(within(thumbnail).getByRole('img', { name: TITLE })).toHaveAttribute('src', '/images/org/biro-keuangan.svg');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a modal dialog, focuses ×, locks the page scroll', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = within(dialog).getByRole('button', { name: 'Tutup' });
    expect(close).toHaveTextContent('×');
    expect(close).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it.each([
    ['the × button', (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }))],
    ['the backdrop', () => fireEvent.click(screen.getByTestId('org-chart-backdrop'))],
    ['Escape', () => fireEvent.keyDown(document, { key: 'Escape' })],
  ])('closes with %s and gives focus back to the thumbnail', async (_, close) => {
    const { thumbnail, dialog } = await openDialog();
    close(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumbnail).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('stays open for a click inside the dialog', async () => {
    const { dialog } = await openDialog();
    fireEvent.click(within(dialog).getByRole('img', { name: TITLE }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { dialog } = await openDialog();
    const close = within(dialog).getByRole('button', { name: 'Tutup' });
    const zoom = within(dialog).getByRole('button', { name: 'Perbesar' });
    zoom.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(zoom).toHaveFocus();
    screen.getByText('sesudah').focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(close).toHaveFocus();
  });

  it('zooms around the mouse and follows it, and unzooms when it leaves', async () => {
    const { dialog } = await openDialog();
    const area = within(dialog).getByTestId('org-chart-zoom');
    const image = within(area).getByRole('img');
    jest.spyOn(area, 'getBoundingClientRect').mockReturnValue({ left: 100, top: 50, width: 400, height: 200, right: 500, bottom: 250, x: 100, y: 50, toJSON: () => ({}) });
    fireEvent.pointerMove(area, { pointerType: 'mouse', clientX: 200, clientY: 100 });
    expect(area).toHaveAttribute('data-zoomed', 'true');
    expect(image.style.transform).toBe(`scale(${ZOOM_SCALE})`);
    expect(image.style.transformOrigin).toBe('25% 25%');
    fireEvent.pointerMove(area, { pointerType: 'mouse', clientX: 460, clientY: 230 });
    expect(image.style.transformOrigin).toBe('90% 90%');
    fireEvent.pointerLeave(area, { pointerType: 'mouse' });
    expect(area).toHaveAttribute('data-zoomed', 'false');
    expect(image.style.transform).toBe('none');
  });

  it('toggles the zoom with a tap on a touch screen', async () => {
    const { dialog } = await openDialog();
    const area = within(dialog).getByTestId('org-chart-zoom');
    jest.spyOn(area, 'getBoundingClientRect').mockReturnValue({ left: 0, top: 0, width: 300, height: 150, right: 300, bottom: 150, x: 0, y: 0, toJSON: () => ({}) });
    fireEvent.pointerDown(area, { pointerType: 'touch' });
    fireEvent.click(area, { clientX: 150, clientY: 30 });
    expect(area).toHaveAttribute('data-zoomed', 'true');
    expect(within(area).getByRole('img').style.transformOrigin).toBe('50% 20%');
    fireEvent.pointerDown(area, { pointerType: 'touch' });
    fireEvent.click(area, { clientX: 150, clientY: 30 });
    expect(area).toHaveAttribute('data-zoomed', 'false');
  });

  it('does not toggle on a mouse click (the mouse zooms by hovering)', async () => {
    const { dialog } = await openDialog();
    const area = within(dialog).getByTestId('org-chart-zoom');
    fireEvent.pointerDown(area, { pointerType: 'mouse' });
    fireEvent.click(area);
    expect(area).toHaveAttribute('data-zoomed', 'false');
  });

  it('lets keyboard users zoom with a toggle', async () => {
    const { dialog } = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Perbesar' }));
    expect(within(dialog).getByRole('button', { name: 'Perkecil' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByTestId('org-chart-zoom')).toHaveAttribute('data-zoomed', 'true');
  });
});
