import { announcementFormSchema, EMPTY_ANNOUNCEMENT, isLive } from '../model/announcement';
import { parseLightMarkdown } from '../model/light-markdown';

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

describe('light markdown preview', () => {
  it('parses headings, emphasis, code, lists and only safe links', () => {
    expect(
      parseLightMarkdown(
        '## New\n- **Grok** with *images*\n- `code`\n\n[site](https://astro.example) [bad](javascript:void) snake_case_name',
      ),
    ).toEqual([
      { type: 'heading', level: 2, children: [{ type: 'text', value: 'New' }] },
      {
        type: 'list',
        ordered: false,
        items: [
          [
            { type: 'strong', children: [{ type: 'text', value: 'Grok' }] },
            { type: 'text', value: ' with ' },
            { type: 'em', children: [{ type: 'text', value: 'images' }] },
          ],
          [{ type: 'code', value: 'code' }],
        ],
      },
      {
        type: 'paragraph',
        children: [
          {
            type: 'link',
            href: 'https://astro.example/',
            children: [{ type: 'text', value: 'site' }],
          },
          { type: 'text', value: ' ' },
          { type: 'text', value: 'bad' },
          { type: 'text', value: ' snake_case_name' },
        ],
      },
    ]);
  });

  it('keeps raw HTML as text', () => {
    expect(parseLightMarkdown('<img src=x onerror=alert(1)>')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', value: '<img src=x onerror=alert(1)>' }] },
    ]);
  });
});
