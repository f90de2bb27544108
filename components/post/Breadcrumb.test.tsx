import { render, screen, within } from '@testing-library/react';
import { Breadcrumb, BREADCRUMB_TITLE_WORDS } from './Breadcrumb';

const items = [
  { label: 'BUA', href: '/' },
  { label: 'Berita', href: '/berita' },
  { label: 'Hukum dan Hubungan Masyarakat', href: '/berita/biro/humas' },
];

describe('Breadcrumb', () => {
  it('cuts the title to 5 words with an ellipsis and keeps the full title as tooltip', () => {
    expect(BREADCRUMB_TITLE_WORDS).toBe(5);
    const title = 'Rapat Koordinasi Nasional Badan Urusan Administrasi 2026';
    render(<Breadcrumb items={items} current={title} />);
    const current = screen.getByText('Rapat Koordinasi Nasional Badan Urusan...');
    expect(current.tagName).toBe('LI');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('title', title);
    expect(current).toHaveClass('max-w-[300px]', 'truncate');
  });

  it('keeps a title of 5 words or less whole', () => {
    render(<Breadcrumb items={items} current="Lima kata tepat di sini" />);
    expect(screen.getByText('Lima kata tepat di sini')).toHaveAttribute('aria-current', 'page');
  });

  it('links the crumbs with a href, in order, with a separator each', () => {
    render(<Breadcrumb items={[...items, { label: 'Tanpa tautan' }]} current="Judul" />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['BUA', '/'],
      ['Berita', '/berita'],
      ['Hukum dan Hubungan Masyarakat', '/berita/biro/humas'],
    ]);
    expect(within(nav).getByText('Tanpa tautan').tagName).toBe('SPAN');
    expect(within(nav).getAllByText('›')).toHaveLength(4);
    expect(within(nav).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'BUA›',
      'Berita›',
      'Hukum dan Hubungan Masyarakat›',
      'Tanpa tautan›',
      'Judul',
    ]);
  });
});

describe('Breadcrumb structured data', () => {
  it('adds a BreadcrumbList with the full title as last item', () => {
    const { container } = render(<Breadcrumb items={items} current="Judul lengkap berita yang panjang sekali" currentPath="/berita/judul" />);
    const script = container.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script!.innerHTML) as { '@type': string; itemListElement: { position: number; name: string; item?: string }[] };
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement.map((item) => item.name)).toEqual(['BUA', 'Berita', 'Hukum dan Hubungan Masyarakat', 'Judul lengkap berita yang panjang sekali']);
    expect(data.itemListElement[3]).toMatchObject({ position: 4, item: expect.stringMatching(/\/berita\/judul$/) });
  });
});
