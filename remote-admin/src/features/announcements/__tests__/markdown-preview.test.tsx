import { act, render, screen } from '@testing-library/react';
import {
  ANNOUNCEMENT_SAMPLE,
  ANNOUNCEMENT_SAMPLE_TREE,
  shownAnnouncementTree,
} from '@astro/markdown/testing';
import { MarkdownPreview } from '../components/markdown-preview';

describe('the announcement preview', () => {
  it("is the tree the bell's panel shows users for the same text", async () => {
    const view = await act(async () => render(<MarkdownPreview source={ANNOUNCEMENT_SAMPLE} />));
    expect(await shownAnnouncementTree(view.container)).toBe(ANNOUNCEMENT_SAMPLE_TREE);
  });

  it('says when there is nothing to preview', () => {
    render(<MarkdownPreview source="  " />);
    expect(screen.getByText('Nothing to preview yet.')).toBeInTheDocument();
  });
});
