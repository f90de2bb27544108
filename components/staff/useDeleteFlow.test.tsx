import { act, fireEvent, render, screen, within } from '@testing-library/react';
import useSWR from 'swr';
import { requestDelete, staffFetcher } from '@/lib/staff/client';
import type { DeleteAnswer } from '@/lib/staff/deleteRequest';
import { adminKeysOf, adminListKey } from '@/lib/staff/keys';
import type { AdminListData, StaffPost } from '@/lib/staff/model';
import { STAFF_TEXTS } from '@/lib/staff/texts';
import { StaffSWR } from './StaffSWR';
import { useDeleteFlow } from './useDeleteFlow';

jest.mock('next/navigation', () => ({ usePathname: () => '/admin/berita' }));
jest.mock('@/lib/staff/client', () => ({ ...jest.requireActual('@/lib/staff/client'), requestDelete: jest.fn(), staffFetcher: jest.fn() }));

const deleteMock = jest.mocked(requestDelete);
const fetcherMock = jest.mocked(staffFetcher);
const KEY = adminListKey('berita', 'semua', 1);
/** Generous: the suite may share two cores with a dev server and a browser. */
const WAIT = { timeout: 5000 };

function post(id: number): StaffPost {
  return { id, type: 'berita', slug: `p${id}`, status: 'publish', date: '2026-01-01T00:00:00', title: `Post ${id}`, authorName: 'A', imageUrl: null, imageAlt: '', editUrl: '', reviewUrl: '', view: { href: '/', external: false } };
}

const DATA: AdminListData = {
  kind: 'admin-list',
  type: 'berita',
  biro: null,
  tab: 'semua',
  page: 1,
  perPage: 8,
  total: 2,
  totalPages: 1,
  posts: [post(1), post(2)],
  counts: { semua: 2, diterbitkan: 2, internal: 0, diproses: 0 },
};

function Harness() {
  const { data } = useSWR<AdminListData>(KEY);
  const { ask, dialogs, deletedCount } = useDeleteFlow('berita', adminKeysOf('berita'));
  return (
    <>
      <span data-testid="semua">{data?.counts.semua}</span>
      {data?.posts.map((item) => (
        <button key={item.id} type="button" onClick={() => ask(item)}>
          Hapus {item.title}
        </button>
      ))}
      {deletedCount > 0 && <p role="status">{STAFF_TEXTS.deletedNotice(deletedCount)}</p>}
      {dialogs}
    </>
  );
}

function deferred() {
  let resolve!: (answer: DeleteAnswer) => void;
  const promise = new Promise<DeleteAnswer>((done) => (resolve = done));
  return { promise, resolve };
}

function setup() {
  render(
    <StaffSWR seed={{ [KEY]: DATA }}>
      <Harness />
    </StaffSWR>,
  );
}

beforeEach(() => {
  jest.resetAllMocks();
  fetcherMock.mockResolvedValue({ ...DATA, posts: [post(2)], total: 1, counts: { ...DATA.counts, semua: 1, diterbitkan: 1 } });
});

describe('useDeleteFlow (behaviour §4, 8)', () => {
  it('hides the post at once, then Sukses! and the notice', async () => {
    const answer = deferred();
    deleteMock.mockReturnValue(answer.promise);
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Hapus Post 1' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Apakah Anda Yakin?' });
    expect(dialog).toHaveTextContent('Apakah Kamu Ingin Menghapus Berita Ini?');
    expect(within(dialog).getByRole('button', { name: 'Tidak' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Iya' }));
    await screen.findByText('1', { selector: '[data-testid="semua"]' }, WAIT);
    expect(screen.queryByRole('button', { name: 'Hapus Post 1' })).not.toBeInTheDocument();
    await act(async () => answer.resolve({ code: 'deleted', message: 'Deleted' }));
    expect(await screen.findByRole('alertdialog', { name: 'Sukses!' }, WAIT)).toHaveTextContent('Berita Berhasil di Hapus.');
    expect(screen.getByRole('status')).toHaveTextContent('1 post(s) have been deleted');
    expect(deleteMock).toHaveBeenCalledWith('berita', 1);
    // Let the refetch 300 ms after success run before the test unmounts its SWR cache.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 400));
    });
  });

  it('brings the post back when the delete is refused, with the failure dialog', async () => {
    const answer = deferred();
    deleteMock.mockReturnValue(answer.promise);
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Hapus Post 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Iya' }));
    await screen.findByText('1', { selector: '[data-testid="semua"]' }, WAIT);
    await act(async () => answer.resolve({ code: 'forbidden', message: 'another bureau' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error' }, WAIT)).toHaveTextContent('Gagal menghapus Berita. Periksa izin Anda.');
    expect(screen.getByRole('button', { name: 'Hapus Post 2' })).toBeInTheDocument();
    expect(screen.getByTestId('semua')).toHaveTextContent('2');
    expect(screen.queryByText(/post\(s\) have been deleted/)).not.toBeInTheDocument();
  });

  it('Escape closes the confirm dialog without a request; a double click on Iya sends one', async () => {
    deleteMock.mockResolvedValue({ code: 'deleted', message: 'Deleted' });
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Hapus Post 1' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleteMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Hapus Post 1' }));
    const yes = screen.getByRole('button', { name: 'Iya' });
    fireEvent.click(yes);
    fireEvent.click(yes);
    await screen.findByRole('alertdialog', { name: 'Sukses!' }, WAIT);
    expect(deleteMock).toHaveBeenCalledTimes(1);
  });
});
