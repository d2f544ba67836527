import { announcementFormSchema, EMPTY_ANNOUNCEMENT, isLive } from '../model/announcement';

describe('announcement form', () => {
  it('turns a valid draft into table values, with the expiry as an absolute time', () => {
    const parsed = announcementFormSchema.parse({
      ...EMPTY_ANNOUNCEMENT,
      title: '  Eclipse tonight ',
      content: 'Watch at **21:40**',
      priority: '85',
      expires_at: '2030-05-01T10:30',
    });
    expect(parsed).toMatchObject({
      title: 'Eclipse tonight',
      priority: 85,
      type: 'info',
      is_active: true,
    });
    expect(parsed.expires_at).toBe(new Date('2030-05-01T10:30').toISOString());
    expect(
      announcementFormSchema.parse({ ...EMPTY_ANNOUNCEMENT, title: 'x', content: 'y' }).expires_at,
    ).toBeNull();
  });

  it('refuses what the table would refuse', () => {
    const issues = (draft: Partial<typeof EMPTY_ANNOUNCEMENT>) =>
      announcementFormSchema
        .safeParse({ ...EMPTY_ANNOUNCEMENT, title: 'T', content: 'C', ...draft })
        .error?.issues.map((i) => i.path[0]);
    expect(issues({ title: '   ' })).toEqual(['title']);
    expect(issues({ priority: '101' })).toEqual(['priority']);
    expect(issues({ priority: '-1' })).toEqual(['priority']);
    expect(issues({ priority: '2.5' })).toEqual(['priority']);
    expect(issues({ content: 'x'.repeat(10001) })).toEqual(['content']);
  });

  it('knows whether users see an announcement', () => {
    const now = Date.parse('2025-06-01T00:00:00Z');
    expect(isLive({ is_active: true, expires_at: null }, now)).toBe(true);
    expect(isLive({ is_active: true, expires_at: '2025-05-31T23:59:59Z' }, now)).toBe(false);
    expect(isLive({ is_active: false, expires_at: null }, now)).toBe(false);
  });
});
