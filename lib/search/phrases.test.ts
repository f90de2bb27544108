import { phraseSearchOf } from './phrases';

describe('the quoted phrases of a search term', () => {
  it('takes each phrase out of its quotes for the words’ index and keeps it for the pairs’', () => {
    expect(phraseSearchOf('rapat koordinasi')).toEqual({ matching: 'rapat koordinasi', phrases: [] });
    expect(phraseSearchOf('"pengadilan tinggi"')).toEqual({ matching: 'pengadilan tinggi', phrases: ['pengadilan tinggi'] });
    expect(phraseSearchOf('rapat "zona integritas" "biro umum"')).toEqual({ matching: 'rapat zona integritas biro umum', phrases: ['zona integritas', 'biro umum'] });
  });

  it('leaves a phrase to be left out, an unclosed quote and an empty one as websearch reads them', () => {
    expect(phraseSearchOf('pengadilan -"pengadilan tinggi"')).toEqual({ matching: 'pengadilan -"pengadilan tinggi"', phrases: [] });
    expect(phraseSearchOf('"pengadilan tinggi')).toEqual({ matching: '"pengadilan tinggi', phrases: [] });
    expect(phraseSearchOf('"" rapat')).toEqual({ matching: '"" rapat', phrases: [] });
  });
});
