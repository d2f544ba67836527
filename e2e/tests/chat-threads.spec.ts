import type { Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect, test } from '../fixtures/test';
import { signedInClient } from '../fixtures/users';
import { signInFreshUser, TEXT_ANSWER, uniqueWord } from './chat-helpers';

/** A word of the provider's fixed answer that none of the questions here contains. */
const ANSWER_WORD = 'verdict';
/** Makes the fake provider fail the request (backend/tests/fixtures/fake-ai-provider.ts). */
const PROVIDER_FAILS = '[[fake:server-error]]';

const baseUrl = () => process.env.E2E_BASE_URL!;

async function accessToken(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('the test client is not signed in');
  return data.session.access_token;
}

/**
 * Asks Grok a question as the app does (the server stores the conversation) and reads the
 * streamed answer to its end. Returns the conversation's id.
 */
async function askGrok(client: SupabaseClient, question: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/functions/v1/grok/conversations/messages`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${await accessToken(client)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      model: 'grok-3-mini',
      content: [{ type: 'text', text: question }],
      stream: true,
    }),
  });
  expect(response.status).toBe(200);
  const stream = await response.text();
  const first = stream.split('\n').find((line) => line.startsWith('data: '));
  const turn = JSON.parse(first!.slice('data: '.length)) as {
    object: string;
    conversation_id: string;
  };
  expect(turn.object).toBe('grok.turn');
  return turn.conversation_id;
}

/** Starts a brain chat and asks it a question, as the brain chat page does; waits for the answer. */
async function askBrain(
  client: SupabaseClient,
  brainId: string,
  question: string,
): Promise<string> {
  const call = async (path: string, body: unknown) => {
    const response = await fetch(`${baseUrl()}/functions/v1/brain/${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await accessToken(client)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    expect(response.ok).toBe(true);
    return (await response.json()) as unknown;
  };
  const { chat_id: chatId } = (await call('chat', { name: question, brain_id: brainId })) as {
    chat_id: string;
  };
  await call(
    `chat/${chatId}/question?${new URLSearchParams({ brain_id: brainId, response_format: 'text' }).toString()}`,
    { question, brain_id: brainId, response_format: 'text' },
  );
  await expect
    .poll(
      async () =>
        (
          await client
            .from('chat_history')
            .select('id')
            .eq('chat_id', chatId)
            .is('user_message', null)
        ).data?.length,
      { timeout: 15_000 },
    )
    .toBe(1);
  return chatId;
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search conversations' });
const threadItems = (page: Page) => page.getByTestId('threads-list').getByRole('listitem');

test.describe('Threads', () => {
  test('lists brain and Grok conversations newest first; search, rename, delete with confirm, and continue', async ({
    page,
  }) => {
    const user = await signInFreshUser(page, 'threads');
    const client = await signedInClient(user);
    const grokId = await askGrok(client, 'Is my Saturn return in 2026?');
    const chatId = await askBrain(
      client,
      'moon-phase-coach',
      'Which Moon phase suits new projects?',
    );

    await page.goto('/threads');
    const items = threadItems(page);
    await expect(items).toHaveCount(2);
    // The brain chat had the latest activity, so it comes first.
    await expect(items.nth(0)).toContainText('Which Moon phase suits new projects?');
    await expect(items.nth(0)).toContainText('Moon Phase Coach');
    await expect(items.nth(1)).toContainText('Is my Saturn return in 2026?');
    await expect(items.nth(1)).toContainText('Grok 3 Mini');

    await searchBox(page).fill('saturn');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('Is my Saturn return in 2026?');
    await searchBox(page).fill('');
    await expect(items).toHaveCount(2);

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
    const gone = await client.from('chat_history').select('id').eq('chat_id', chatId);
    expect(gone.data).toEqual([]);

    // Opening a conversation continues it where it stopped.
    await page.getByRole('link', { name: /My first Saturn return/ }).click();
    await expect(page).toHaveURL(new RegExp(`/grok\\?conversation=${grokId}$`));
    const answers = page.getByTestId('assistant-answer');
    await expect(answers.first()).toHaveText(TEXT_ANSWER);
    await expect(page.getByRole('combobox', { name: 'Assistant', exact: true })).toContainText(
      'Grok 3 Mini',
    );
    await page.getByRole('textbox', { name: 'Message' }).fill('And what should I focus on?');
    await page.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(answers.nth(1)).toHaveText(TEXT_ANSWER);
    // Both questions and both answers are stored by the server.
    await expect
      .poll(
        async () =>
          (
            await client
              .from('grok_messages')
              .select('role,status')
              .eq('conversation_id', grokId)
              .eq('status', 'complete')
          ).data?.length,
      )
      .toBe(4);
  });

  test('search finds a word that appears only in an answer', async ({ page }) => {
    const user = await signInFreshUser(page, 'threads-search');
    const client = await signedInClient(user);
    const marker = uniqueWord('house');
    const question = `${marker} Which house rules my career?`;
    expect(question.toLowerCase()).not.toContain(ANSWER_WORD);
    expect(TEXT_ANSWER).toContain(ANSWER_WORD);
    const answered = await askGrok(client, question);
    // A conversation whose answer failed has no such word in it.
    await askGrok(client, `${uniqueWord('failed')} Which sign rules travel? ${PROVIDER_FAILS}`);

    await page.goto('/threads');
    const items = threadItems(page);
    await expect(items).toHaveCount(2);

    await searchBox(page).fill(ANSWER_WORD);
    await expect(page.getByTestId('threads-search-status')).toHaveText('1 conversation found');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText(marker);
    const snippet = items.first().getByTestId('thread-snippet');
    await expect(snippet).toContainText('a mirror for reflection, not a verdict');
    await expect(snippet.locator('mark')).toHaveText(ANSWER_WORD);

    await searchBox(page).fill('pluto');
    await expect(page.getByText('No conversations match “pluto”.')).toBeVisible();

    await searchBox(page).fill(ANSWER_WORD);
    await items.first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/grok\\?conversation=${answered}$`));
    await expect(page.getByTestId('assistant-answer').first()).toHaveText(TEXT_ANSWER);
  });

  test('a conversation started in another tab appears live', async ({ page, context }) => {
    const user = await signInFreshUser(page, 'threads-live');
    const client = await signedInClient(user);
    await page.goto('/threads');
    await expect(
      page.getByText(
        'No conversations yet. Ask a brain or Grok a question, and it will be kept here.',
      ),
    ).toBeVisible();

    // The same account in a second tab asks Grok; the first tab is never reloaded.
    const other = await context.newPage();
    await other.goto('/grok');
    const word = uniqueWord('live');
    await other.getByRole('textbox', { name: 'Message' }).fill(`${word} What is a Venus return?`);
    await other.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(other.getByTestId('assistant-answer').first()).toHaveText(TEXT_ANSWER);

    const items = threadItems(page);
    // Well before the 30 s fallback reload: the change came through realtime.
    await expect(items).toHaveCount(1, { timeout: 10_000 });
    await expect(items.first()).toContainText(`${word} What is a Venus return?`);

    // A brain chat started elsewhere joins it, newest first.
    await askBrain(client, 'moon-phase-coach', `${word} Is a waning Moon good for endings?`);
    await expect(items).toHaveCount(2, { timeout: 10_000 });
    await expect(items.first()).toContainText('Is a waning Moon good for endings?');

    // A rename elsewhere shows too.
    const renamed = await client
      .from('grok_conversations')
      .update({ title: 'Renamed in another tab' })
      .eq('title', `${word} What is a Venus return?`)
      .select('id');
    expect(renamed.data).toHaveLength(1);
    await expect(page.getByRole('link', { name: /Renamed in another tab/ })).toBeVisible({
      timeout: 10_000,
    });
  });
});
