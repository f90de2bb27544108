import { render, screen, within } from '@testing-library/react';
import type { StaffPost } from '@/lib/staff/model';
import { STAFF_TEXTS } from '@/lib/staff/texts';
import { adminPath } from '@/lib/staff/types';
import { DashboardCards } from './DashboardCards';
import { PostFeed } from './PostFeed';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

describe('DashboardCards', () => {
  it('shows each count, or the error of its own call with a retry, and the Kelola links', () => {
    render(
      <DashboardCards
        cards={[
          { type: 'berita', published: { ok: true, value: 9 }, pending: { ok: true, value: 2 } },
          { type: 'artikel', published: { ok: false, message: 'Failed to load artikel. Please try again.' }, pending: { ok: true, value: 1 } },
        ]}
        linkLabel={STAFF_TEXTS.manage}
        hrefOf={adminPath}
      />,
    );
    expect(screen.getByTestId('count-berita-publish')).toHaveTextContent('9');
    expect(screen.getByTestId('count-berita-pending')).toHaveTextContent('2');
    const failed = screen.getByTestId('count-artikel-publish');
    expect(within(failed).getByRole('alert')).toHaveTextContent('Failed to load artikel. Please try again.');
    expect(within(failed).getByRole('button', { name: 'Coba Lagi' })).toBeInTheDocument();
    expect(screen.getByTestId('count-artikel-pending')).toHaveTextContent('1');
    expect(screen.getByRole('link', { name: 'Kelola Berita' })).toHaveAttribute('href', '/admin/berita');
    expect(screen.getByRole('link', { name: 'Kelola Artikel' })).toHaveAttribute('href', '/admin/artikel');
  });
});

describe('PostFeed', () => {
  const post: StaffPost = {
    id: 291,
    type: 'undangan',
    slug: '',
    status: 'pending',
    date: '2026-08-23T08:04:00',
    title: 'Rapat',
    authorName: 'Admin Humas',
    imageUrl: null,
    imageAlt: '',
    editUrl: 'https://cms.test/wp-admin/post.php?post=291&action=edit',
    reviewUrl: '/api/preview?type=undangan&id=291',
    view: { href: 'https://cms.test/?post_type=undangan&p=291&preview=true', external: true },
  };

  it("shows 'Tidak ada ungahan terbaru' when empty", () => {
    render(<PostFeed posts={[]} showAuthor={false} linkTo="view" incomplete={false} />);
    expect(screen.getByText('Tidak ada ungahan terbaru')).toBeInTheDocument();
  });

  it('type badge, dd/mm/yy date, author and Lihat to the WordPress editor in a new tab', () => {
    render(<PostFeed posts={[post]} showAuthor linkTo="edit" incomplete />);
    expect(screen.getByText('Undangan')).toBeInTheDocument();
    expect(screen.getByText('23/08/26')).toBeInTheDocument();
    expect(screen.getByText('Admin Humas')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /^Lihat Rapat/ });
    expect(link).toHaveAttribute('href', post.editUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('alert')).toHaveTextContent(STAFF_TEXTS.partialFailure);
  });
});
