import { readFileSync } from 'node:fs';
import { expect, test } from '../fixtures/test';
import { signedInClient } from '../fixtures/users';
import { signInFreshUser, TEXT_ANSWER } from './chat-helpers';

test.describe('Brains and brain chat', () => {
  test('brains are listed in featured order; a brain answers with its sources and the question is counted', async ({
    page,
  }) => {
    const user = await signInFreshUser(page, 'brain-chat');
    await page.goto('/brains');
    const cards = page.getByRole('list', { name: 'Brains' }).locator('[data-brain]');
    await expect(cards.first()).toContainText('Natal Chart Guide');
    await expect(cards.first()).toContainText('🌞');
    await expect(cards.first()).toContainText('Walks you through your birth chart');
    const order = await cards.evaluateAll((items) =>
      items.map((item) => item.getAttribute('data-brain')),
    );
    const client = await signedInClient(user);
    const { data: brains } = await client
      .from('wizard_brains')
      .select('brain_id, featured_order')
      .order('featured_order');
    expect(order).toEqual(brains!.map((b) => b.brain_id));

    await page.getByRole('link', { name: 'Chat with Natal Chart Guide' }).click();
    await expect(page).toHaveURL(/\/chat\?brainId=natal-chart-guide$/);
    // The one chat, opened with the brain.
    await expect(page.getByRole('combobox', { name: 'Assistant' })).toContainText(
      'Natal Chart Guide',
    );
    await expect(
      page.getByText('Ask Natal Chart Guide a question to start the conversation.'),
    ).toBeVisible();

    const question = page.getByRole('textbox', { name: 'Message' });
    await question.fill(
      'What do the four angles of the chart describe, like the Ascendant and Midheaven?',
    );
    await question.press('Enter');
    const answer = page.getByTestId('assistant-answer');
    await expect(answer).toContainText(TEXT_ANSWER, { timeout: 30_000 });
    const sources = page.getByRole('region', { name: 'Sources' });
    // Closed at first, so the answer stays in view; opened, the excerpts show.
    const excerpt = sources.getByText('The four angles of the chart').first();
    await expect(excerpt).toBeHidden();
    await sources.getByText(/^Sources \(\d+\)$/).click();
    await expect(excerpt).toBeVisible();
    // The new conversation's id is in the address, so a reload continues it.
    await expect(page).toHaveURL(/\/chat\?brainId=natal-chart-guide&conversation=[0-9a-f-]{36}$/);
    await page.reload();
    await expect(page.getByTestId('assistant-answer')).toContainText(TEXT_ANSWER);
    await expect(page.getByRole('region', { name: 'Sources' })).toContainText(
      'The four angles of the chart',
    );
    // Everything the chat has: copy, regenerate and edit are there for a brain's answers too.
    await expect(page.getByRole('button', { name: 'Regenerate answer' })).toBeVisible();

    // The conversation exports as Markdown, in the brain's name, with its sources.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export as Markdown' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^what-do-the-four-angles.*\.md$/);
    const markdown = readFileSync((await download.path())!, 'utf8');
    expect(markdown).toContain('## You\n\nWhat do the four angles of the chart describe');
    expect(markdown).toContain(`## Natal Chart Guide\n\n${TEXT_ANSWER}`);
    expect(markdown).toContain('**Sources**');

    const { data } = await client
      .from('profiles')
      .select('brain_interactions_count')
      .eq('id', user.id)
      .single();
    expect(data?.brain_interactions_count).toBe(1);
  });
});
