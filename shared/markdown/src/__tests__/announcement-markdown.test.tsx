import { act, render } from '@testing-library/react';
import { AnnouncementMarkdown } from '..';
import {
  ANNOUNCEMENT_SAMPLE,
  ANNOUNCEMENT_SAMPLE_TREE,
  shownAnnouncementTree,
} from '../testing/announcement-sample';

describe('AnnouncementMarkdown', () => {
  it('renders the sanitised tree as React elements', async () => {
    const view = await act(async () =>
      render(<AnnouncementMarkdown source={ANNOUNCEMENT_SAMPLE} />),
    );
    expect(await shownAnnouncementTree(view.container)).toBe(ANNOUNCEMENT_SAMPLE_TREE);
    expect(view.container.querySelector('img, script, iframe')).toBeNull();
  });
});
