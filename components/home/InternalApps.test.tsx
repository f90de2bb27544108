import { render, screen, within } from '@testing-library/react';
import { CENTRAL_LOGIN_URL, INTERNAL_APPS } from '@/lib/content/internal-apps';
import { InternalApps } from './InternalApps';

describe('InternalApps', () => {
  it('links the 12 applications of behaviour §2.3, in order', () => {
    render(<InternalApps />);
    const section = screen.getByRole('region', { name: 'APLIKASI INTERNAL' });
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(12);
    expect(INTERNAL_APPS.map((app) => app.name)).toEqual([
      'E-IPLANS', 'SIKEP', 'E-BIMA', 'E-PRIMA', 'E-SADEWA', 'EMAIL', 'JDIH', 'SAKIP', 'PNBP', 'SIMARI', 'KOMDANAS', 'PPID',
    ]);
    links.forEach((link, index) => expect(link).toHaveTextContent(INTERNAL_APPS[index]!.name));
  });

  it('opens SAKIP on the portal in the same tab and the others in a new tab', () => {
    render(<InternalApps />);
    const sakip = screen.getByRole('link', { name: /^SAKIP/ });
    expect(sakip).toHaveAttribute('href', '/sakip');
    expect(sakip).not.toHaveAttribute('target');
    const external = screen.getAllByRole('link').filter((link) => link !== sakip);
    expect(external).toHaveLength(11);
    for (const link of external) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveTextContent('(membuka tab baru)');
    }
  });

  it('opens PNBP and SIMARI through the central login service', () => {
    render(<InternalApps />);
    for (const [name, service] of [
      ['PNBP', 'https://pnbp.mahkamahagung.go.id/'],
      ['SIMARI', 'https://simari.mahkamahagung.go.id/'],
    ] as const) {
      const href = screen.getByRole('link', { name: new RegExp(`^${name}`) }).getAttribute('href') ?? '';
      expect(href.startsWith(`${CENTRAL_LOGIN_URL}?service=`)).toBe(true);
      expect(new URL(href).searchParams.get('service')).toBe(service);
    }
  });
});
