import { render, screen } from '@testing-library/react';
import { useParams } from 'next/navigation';
import { SakipNotFoundMessage } from './SakipNotFoundMessage';

jest.mock('next/navigation', () => ({ useParams: jest.fn() }));

const mockedParams = jest.mocked(useParams);

describe('SakipNotFoundMessage (behaviour §8)', () => {
  it.each([
    [['12345'], 'Dokumen dengan ID 12345 tidak ditemukan'],
    [['evaluasi', '12345'], 'Dokumen dengan ID 12345 tidak ditemukan'],
    [['rkt-2030'], 'Dokumen dengan slug "rkt-2030" tidak ditemukan'],
    [['a', 'b', 'c'], 'Dokumen SAKIP tidak ditemukan'],
    [['<img src=x onerror=alert(1)>'], 'Dokumen SAKIP tidak ditemukan'],
  ])('for %p says %s', (path, text) => {
    mockedParams.mockReturnValue({ path });
    render(<SakipNotFoundMessage />);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('falls back to the generic text without params', () => {
    mockedParams.mockReturnValue({});
    render(<SakipNotFoundMessage />);
    expect(screen.getByText('Dokumen SAKIP tidak ditemukan')).toBeInTheDocument();
  });
});
