/** @jest-environment node */
jest.mock('node:fs/promises', () => ({ readFile: jest.fn() }));

/** A fresh og-fonts module (its cache is per process) and the readFile it uses. */
async function load() {
  jest.resetModules();
  const fs = (await import('node:fs/promises')) as unknown as { readFile: jest.Mock };
  const { ogFonts } = await import('./og-fonts');
  return { ogFonts, readFile: fs.readFile };
}

describe('ogFonts', () => {
  it('reads Geist Regular and Bold from the installed geist package, once', async () => {
    const { ogFonts, readFile } = await load();
    readFile.mockImplementation(async (path: string) => Buffer.from(path));
    const fonts = await ogFonts();
    await ogFonts();
    expect(readFile).toHaveBeenCalledTimes(2);
    expect(String(readFile.mock.calls[0][0])).toMatch(/node_modules\/geist\/dist\/fonts\/geist-sans\/Geist-Regular\.ttf$/);
    expect(String(readFile.mock.calls[1][0])).toMatch(/Geist-Bold\.ttf$/);
    expect(fonts.map((font) => [font.name, font.weight, font.data.byteLength > 0])).toEqual([
      ['Geist', 400, true],
      ['Geist', 700, true],
    ]);
  });

  it('gives no fonts (next/og then uses its bundled one) when the files are missing, and tries again later', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { ogFonts, readFile } = await load();
    readFile.mockRejectedValue(new Error('ENOENT'));
    expect(await ogFonts()).toEqual([]);
    await ogFonts();
    expect(readFile).toHaveBeenCalledTimes(4);
  });
});
