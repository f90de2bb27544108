import { statusBadge, submissionBadge } from './status';

describe('statusBadge (behaviour §4)', () => {
  it.each([
    ['publish', 'Published'],
    ['pending', 'Pending'],
    ['private', 'Private'],
    ['draft', 'Draft'],
    ['future', 'Scheduled'],
  ])('%s → %s', (status, label) => {
    expect(statusBadge(status).label).toBe(label);
  });

  it('capitalises any other status', () => {
    expect(statusBadge('trash').label).toBe('Trash');
    expect(statusBadge('inherit').label).toBe('Inherit');
    expect(statusBadge('').label).toBe('Unknown');
    expect(statusBadge(undefined).label).toBe('Unknown');
  });

  it('gives every known status its own style, and others a style of their own', () => {
    const styles = ['publish', 'pending', 'private', 'draft', 'future', 'trash'].map((status) => statusBadge(status).className);
    expect(new Set(styles).size).toBe(styles.length);
  });
});

describe('submissionBadge (behaviour §2.15)', () => {
  it("is 'Ditinjau' for pending and 'Disetujui' for anything else", () => {
    expect(submissionBadge('pending').label).toBe('Ditinjau');
    expect(submissionBadge('publish').label).toBe('Disetujui');
    expect(submissionBadge('private').label).toBe('Disetujui');
  });
});
