/** @jest-environment node */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { BUREAUS } from './bureaus';
import { AGENCY_HEAD, BUREAU_PROFILES, SHARED_CONTACT, getBureauProfile } from './profiles';

const publicFile = (path: string) => join(__dirname, '..', '..', 'public', path);

describe('bureau profiles (behaviour §2.12)', () => {
  it('covers the seven bureaus in order, at their /BiroX addresses', () => {
    expect(BUREAU_PROFILES.map((profile) => [profile.id, profile.name, profile.path])).toEqual(BUREAUS.map((bureau) => [bureau.id, `Biro ${bureau.name}`, bureau.profilePath]));
    expect(getBureauProfile('pimpinan')?.path).toBe('/BiroSekretariatan');
    expect(getBureauProfile('tidak-ada')).toBeUndefined();
    expect(getBureauProfile('toString')).toBeUndefined();
  });

  it.each(BUREAU_PROFILES.map((profile) => [profile.id, profile]))('%s has a leader, texts, units, an e-mail and its images', (_, profile) => {
    expect(profile.leader.title).toBe(`Kepala ${profile.name}`);
    expect(profile.leader.name.length).toBeGreaterThan(5);
    expect(profile.greeting.length).toBeGreaterThan(0);
    expect(profile.duty).toContain(profile.name);
    expect(profile.functions.length).toBeGreaterThanOrEqual(3);
    expect(profile.units.length).toBeGreaterThanOrEqual(3);
    for (const unit of profile.units) expect(unit.subunits.length).toBeGreaterThan(0);
    expect(profile.email).toMatch(/^biro\.[a-z]+@mahkamahagung\.go\.id$/);
    expect(existsSync(publicFile(profile.leader.photo))).toBe(true);
    expect(existsSync(publicFile(profile.orgChart))).toBe(true);
  });

  it('gives each bureau its own e-mail and shares one phone number', () => {
    expect(new Set(BUREAU_PROFILES.map((profile) => profile.email)).size).toBe(7);
    expect(getBureauProfile('humas')?.email).toBe('biro.humas@mahkamahagung.go.id');
    expect(SHARED_CONTACT.phone).toBe('(021) 384 3348');
    expect(SHARED_CONTACT.phoneHref).toBe('tel:+62213843348');
  });

  it('has the head of the agency with a portrait', () => {
    expect(AGENCY_HEAD.title).toMatch(/^Kepala Badan Urusan Administrasi/);
    expect(existsSync(publicFile(AGENCY_HEAD.photo))).toBe(true);
  });
});
