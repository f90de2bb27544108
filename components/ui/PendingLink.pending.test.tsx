import { render, screen } from '@testing-library/react';
import { BureauSection } from '@/components/listing/BureauSection';
import { SakipTable } from '@/components/sakip/SakipTable';
import { getBureau } from '@/lib/content/bureaus';

// A navigation under way: next/link's status says pending for every link.
jest.mock('next/link', () => {
  const actual = jest.requireActual('next/link');
  return { __esModule: true, ...actual, default: actual.default, useLinkStatus: () => ({ pending: true }) };
});

describe('loading texts said by the link while its page loads (behaviour §2.5, §2.9)', () => {
  it("a bureau's 'view all' link says 'Memuat {bureau} ...'", () => {
    render(<BureauSection type="berita" bureau={getBureau('humas')!} posts={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('Memuat Hukum dan Hubungan Masyarakat ...');
    expect(screen.getByRole('link', { name: 'Memuat Hukum dan Hubungan Masyarakat ...' })).toHaveAttribute('href', '/berita/biro/humas');
  });

  it("a SAKIP document's link says 'Memuat dokumen...'", () => {
    render(<SakipTable documents={[{ id: 7, slug: 'lkjip-2024', title: 'LKjIP 2024', date: '2024-12-19T10:00:00', sakipCategory: null }]} emptyText="-" />);
    expect(screen.getByRole('link', { name: 'Memuat dokumen...' })).toHaveAttribute('href', '/sakip/lkjip-2024');
  });
});
