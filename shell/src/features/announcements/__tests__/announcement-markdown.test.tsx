import { act, render } from '@testing-library/react';
import {
  ANNOUNCEMENT_SAMPLE,
  ANNOUNCEMENT_SAMPLE_TREE,
  shownAnnouncementTree,
} from '@astro/markdown/testing';
import AnnouncementsPanel from '../components/announcements-panel';

describe("the bell's announcement markdown", () => {
  it('is the tree the admin preview shows for the same text', async () => {
    const announcement = {
      id: 'a1',
      title: 'Release',
      content: ANNOUNCEMENT_SAMPLE,
      type: 'info',
      priority: 0,
      is_active: true,
      created_at: '2026-01-01T00:00:00Z',
      expires_at: null,
    };
    const view = await act(async () =>
      render(
        <AnnouncementsPanel
          announcements={[announcement]}
          readIds={new Set()}
          loading={false}
          onRead={() => {}}
        />,
      ),
    );
    expect(await shownAnnouncementTree(view.container)).toBe(ANNOUNCEMENT_SAMPLE_TREE);
  });
});
