import { render, screen } from '@testing-library/react';
import { SakipNotFoundMessage } from './SakipNotFoundMessage';

describe('SakipNotFoundMessage (behaviour §8)', () => {
  it.each([
    [['12345'], 'Dokumen dengan ID 12345 tidak ditemukan'],
    [['evaluasi', '12345'], 'Dokumen dengan ID 12345 tidak ditemukan'],
    [['rkt-2030'], 'Dokumen dengan slug "rkt-2030" tidak ditemukan'],
    [['a', 'b', 'c'], 'Dokumen SAKIP tidak ditemukan'],
    [['<img src=x onerror=alert(1)>'], 'Dokumen SAKIP tidak ditemukan'],
    [[], 'Dokumen SAKIP tidak ditemukan'],
  ])('for %p says %s', (segments, text) => {
    render(<SakipNotFoundMessage segments={segments} />);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});
