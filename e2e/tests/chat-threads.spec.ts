import { expect, test } from '../fixtures/test';
import { signedInClient } from '../fixtures/users';
import { signInFreshUser, TEXT_ANSWER } from './chat-helpers';

test.describe('Threads', () => {
  test('lists brain and Grok conversations newest first; search, rename, delete with confirm, and continue', async ({
    page,
  }) => {
    const user = await signInFreshUser(page, 'threads');
    const client = await signedInClient(user);
    const grok = await client
      .from('grok_conversations')
      .insert({
        title: 'Is my Saturn return in 2026?',
        model: 'grok-3-mini',
        messages: [
          {
            id: 'q1',
            role: 'user',
            content: [{ type: 'text', text: 'Is my Saturn return in 2026?' }],
            created_at: '2025-01-01T10:00:00Z',
          },
          {
            id: 'a1',
            role: 'assistant',
            content: 'It depends on where Saturn was when you were born.',
            model: 'grok-3-mini',
            created_at: '2025-01-01T10:00:05Z',
          },
        ],
      })
      .select('id')
      .single();
    expect(grok.error).toBeNull();
    const chat = await client
      .from('brain_chats')
      .insert({ brain_id: 'moon-phase-coach', name: 'Which Moon phase suits new projects?' })
      .select('chat_id')
      .single();
    expect(chat.error).toBeNull();
    const rows = await client
      .from('chat_history')
      .insert({
        chat_id: chat.data!.chat_id,
        user_id: user.id,
        brain_id: 'moon-phase-coach',
        user_message: 'Which Moon phase suits new projects?',
      });
    expect(rows.error).toBeNull();

    await page.goto('/threads');
    const items = page.getByTestId('threads-list').getByRole('listitem');
    await expect(items).toHaveCount(2);
    // The brain chat had the latest activity, so it comes first.
    await expect(items.nth(0)).toContainText('Which Moon phase suits new projects?');
    await expect(items.nth(0)).toContainText('Moon Phase Coach');
    await expect(items.nth(1)).toContainText('Is my Saturn return in 2026?');
    await expect(items.nth(1)).toContainText('Grok 3 Mini');

    await page.getByRole('searchbox', { name: 'Search conversations' }).fill('saturn');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('Is my Saturn return in 2026?');
    await page.getByRole('searchbox', { name: 'Search conversations' }).fill('');

    await page.getByRole('button', { name: 'Rename “Is my Saturn return in 2026?”' }).click();
    const title = page
      .getByRole('dialog', { name: 'Rename conversation' })
      .getByRole('textbox', { name: 'Title' });
    await title.fill('   ');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('A title cannot be empty')).toBeVisible();
    await title.fill('My first Saturn return');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(items.nth(1)).toContainText('My first Saturn return');

    await page
      .getByRole('button', { name: 'Delete “Which Moon phase suits new projects?”' })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete this conversation?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(items).toHaveCount(2);
    await page
      .getByRole('button', { name: 'Delete “Which Moon phase suits new projects?”' })
      .click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(items).toHaveCount(1);

    await page.reload();
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('My first Saturn return');
    const gone = await client.from('chat_history').select('id').eq('chat_id', chat.data!.chat_id);
    expect(gone.data).toEqual([]);

    // Opening a conversation continues it where it stopped.
    await items.first().getByRole('button').first().click();
    await expect(page).toHaveURL(new RegExp(`/grok\\?conversation=${grok.data!.id}$`));
    await expect(
      page.getByText('It depends on where Saturn was when you were born.'),
    ).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Model', exact: true })).toContainText(
      'Grok 3 Mini',
    );
    await page.getByRole('textbox', { name: 'Message' }).fill('And what should I focus on?');
    await page.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(page.getByTestId('assistant-answer').nth(1)).toHaveText(TEXT_ANSWER);
    await expect
      .poll(
        async () =>
          (
            (
              await client
                .from('grok_conversations')
                .select('messages')
                .eq('id', grok.data!.id)
                .single()
            ).data?.messages as unknown[]
          ).length,
      )
      .toBe(4);
  });
});
