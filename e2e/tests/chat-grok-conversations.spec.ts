import type { Page } from '@playwright/test';
import { DEMO_ADMIN, expect, test } from '../fixtures/test';
import { signInAs } from './admin-helpers';
import {
  holdMarker,
  providerRequests,
  releaseAnswer,
  signInFreshUser,
  TEXT_ANSWER,
  uniqueWord,
} from './chat-helpers';

const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const answers = (page: Page) => page.getByTestId('assistant-answer');
const conversationLog = (page: Page) => page.getByRole('log', { name: 'Conversation with Grok' });
const CONVERSATION_URL = /\/grok\?conversation=[0-9a-f-]{36}$/;

/** Markers the fake provider reads in a question (backend/tests/fixtures/fake-ai-provider.ts). */
const SLOW_START = '[[fake:slow]]';
const FAIL_ONCE = '[[fake:fail-once]]';

async function ask(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press('Enter');
}

test.describe('Grok conversations are kept by the server', () => {
  test('the conversation id is in the URL once the question is sent, and a reload restores it', async ({
    page,
  }) => {
    await signInFreshUser(page, 'grok-reload');
    await page.goto('/grok');
    // The provider holds the answer after its first token, so "before the answer is over" is
    // a state the test controls rather than a race with the stream.
    const word = uniqueWord('reload');
    const question = `${word} Which house rules career? ${holdMarker(word)}`;
    await ask(page, question);
    await expect(answers(page).first()).not.toBeEmpty({ timeout: 15_000 });
    await expect(page).toHaveURL(CONVERSATION_URL);
    await expect(answers(page).first()).not.toHaveText(TEXT_ANSWER);
    await releaseAnswer(word);
    await expect(answers(page).first()).toHaveText(TEXT_ANSWER, { timeout: 30_000 });
    const url = page.url();

    await page.reload();
    await expect(page).toHaveURL(url);
    await expect(conversationLog(page).getByText(question)).toBeVisible();
    await expect(answers(page).first()).toHaveText(TEXT_ANSWER);
    // The history beside the chat lists it, marked as the one open.
    const history = page.getByRole('navigation', { name: 'Your conversations' });
    await expect(history.locator('[aria-current="page"]')).toContainText('Which house rules');
  });

  test('leaving during "Thinking..." keeps the question and, later, the answer', async ({
    page,
  }) => {
    await signInFreshUser(page, 'grok-leave');
    await page.goto('/grok');
    const word = uniqueWord('leave');
    await ask(page, `${word} Is Venus strong in Libra? ${SLOW_START}`);
    await expect(page.getByTestId('thinking')).toBeVisible();
    await page.goto('/threads');
    const thread = page.getByRole('link', { name: new RegExp(word) });
    await expect(thread).toBeVisible();
    await thread.click();
    await expect(
      conversationLog(page).getByText(`${word} Is Venus strong in Libra?`, { exact: false }),
    ).toBeVisible();
    // The provider answers after ten seconds; the server stored it although the page had left.
    await expect(answers(page).first()).toHaveText(TEXT_ANSWER, { timeout: 30_000 });
    const [request] = await providerRequests(word);
    expect(request?.aborted).toBe(false);
  });

  test('a reload while the answer streams shows the part so far and keeps receiving the rest', async ({
    page,
  }) => {
    await signInFreshUser(page, 'grok-resume');
    await page.goto('/grok');
    // The provider holds the answer after its first token until the test has looked at it.
    const word = uniqueWord('resume');
    await ask(page, `${word} Describe a Mars return. ${holdMarker(word)}`);
    await expect(answers(page).first()).not.toBeEmpty({ timeout: 15_000 });
    await page.reload();

    // Watch the answer from the first render after the reload.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seenAnswers: string[] }).seenAnswers = seen;
      const record = () => {
        const text = document.querySelector('[data-testid=assistant-answer]')?.textContent?.trim();
        if (text && seen[seen.length - 1] !== text) seen.push(text);
      };
      new MutationObserver(record).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
      record();
    });
    // After the reload the page shows the part stored so far, while the answer is still held.
    await expect(answers(page).first()).not.toBeEmpty();
    const partial = (await answers(page).first().textContent())!.trim();
    expect(partial.length).toBeLessThan(TEXT_ANSWER.length);
    expect(TEXT_ANSWER.startsWith(partial)).toBe(true);

    await releaseAnswer(word);
    await expect(page.locator('li[data-role=assistant][data-status=complete]')).toBeVisible({
      timeout: 30_000,
    });
    await expect(answers(page).first()).toHaveText(TEXT_ANSWER);
    const seen = await page.evaluate(
      () => (window as unknown as { seenAnswers: string[] }).seenAnswers,
    );
    // It grew in place from the part shown after the reload to the whole answer.
    expect(seen[0]).toBe(partial);
    expect(seen.length).toBeGreaterThan(1);
    expect(seen[seen.length - 1]).toBe(TEXT_ANSWER);
    for (const text of seen) expect(TEXT_ANSWER.startsWith(text)).toBe(true);
  });

  test('regenerate, edit and retry make versions the user can step between', async ({ page }) => {
    await signInFreshUser(page, 'grok-versions');
    await page.goto('/grok');
    const word = uniqueWord('versions');
    await ask(page, `${word} What does the Moon rule?`);
    await expect(answers(page).first()).toHaveText(TEXT_ANSWER);

    // Regenerate: a second answer to the same question; the first stays reachable.
    await page.getByRole('button', { name: 'Regenerate answer' }).click();
    const answerVersions = page.getByRole('group', { name: 'Versions of this answer' });
    await expect(answerVersions.getByTestId('message-version')).toHaveText('2 / 2');
    await expect(answers(page).first()).toHaveText(TEXT_ANSWER);
    await answerVersions.getByRole('button', { name: 'Previous version of this answer' }).click();
    await expect(answerVersions.getByTestId('message-version')).toHaveText('1 / 2');
    // The provider was asked the question alone again, not shown the earlier answer.
    const requests = await providerRequests(word);
    expect(requests).toHaveLength(2);
    expect((requests[1]!.body as { messages: unknown[] }).messages).toHaveLength(1);

    // Edit: a new version of the question, answered; the original branch is still there.
    await page.getByRole('button', { name: 'Edit question' }).click();
    const edited = `${word} What does the Sun rule?`;
    await page.getByRole('textbox', { name: 'Edited question' }).fill(edited);
    await page.getByRole('button', { name: 'Send edited question' }).click();
    await expect(conversationLog(page).getByText(edited)).toBeVisible();
    await expect(answers(page).first()).toHaveText(TEXT_ANSWER);
    const questionVersions = page.getByRole('group', { name: 'Versions of this question' });
    await expect(questionVersions.getByTestId('message-version')).toHaveText('2 / 2');
    await questionVersions
      .getByRole('button', { name: 'Previous version of this question' })
      .click();
    await expect(conversationLog(page).getByText(`${word} What does the Moon rule?`)).toBeVisible();
    await expect(answerVersions.getByTestId('message-version')).toHaveText('1 / 2');

    // Retry: the failed answer says why; Retry asks again and the question keeps its text.
    await questionVersions.getByRole('button', { name: 'Next version of this question' }).click();
    const failing = `${word} Does Pluto matter? ${FAIL_ONCE}`;
    await ask(page, failing);
    await expect(page.getByTestId('grok-error')).toHaveText('The fake provider failed on purpose.');
    await expect(page.getByTestId('answer-failure')).toContainText('Not answered.');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(answers(page).last()).toHaveText(TEXT_ANSWER);
    await expect(conversationLog(page).getByText(failing)).toBeVisible();

    // After a reload every version is still there.
    await page.reload();
    await expect(conversationLog(page).getByText(failing)).toBeVisible();
    await expect(page.getByRole('group', { name: 'Versions of this question' })).toBeVisible();
  });

  test('a brain chosen in the one assistant picker answers with its sources, regenerates, resumes after reload and is remembered', async ({
    page,
  }) => {
    await signInFreshUser(page, 'grok-brain');
    await page.goto('/grok');
    await page.getByRole('combobox', { name: 'Assistant' }).click();
    await page.getByRole('option', { name: /Relationship Synastry/ }).click();
    await expect(page.getByRole('combobox', { name: 'Assistant' })).toContainText(
      'Relationship Synastry',
    );

    const word = uniqueWord('brain');
    await ask(page, `${word} How is a Davison chart made?`);
    await expect(answers(page).first()).toContainText(TEXT_ANSWER);
    await expect(page).toHaveURL(CONVERSATION_URL);
    // The brain's knowledge was found for the question and is listed under the answer.
    const sources = page.getByTestId('answer-sources');
    await expect(sources).toContainText('Sources');
    await sources.getByText(/Sources \(\d+\)/).click();
    await expect(sources).toContainText('Composite charts and the Davison relationship chart');
    const [request] = await providerRequests(word);
    const system = (request!.body as { messages: { role: string; content: string }[] })
      .messages[0]!;
    expect(system.role).toBe('system');
    expect(system.content).toContain('Relationship Synastry');

    // Everything Grok's answers have: regenerate makes a second version.
    await page.getByRole('button', { name: 'Regenerate answer' }).click();
    const answerVersions = page.getByRole('group', { name: 'Versions of this answer' });
    await expect(answerVersions.getByTestId('message-version')).toHaveText('2 / 2');
    await expect(answers(page).first()).toContainText(TEXT_ANSWER);
    await expect.poll(async () => (await providerRequests(word)).length).toBe(2);

    // A reload brings the conversation back with its brain.
    const url = page.url();
    await page.reload();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('combobox', { name: 'Assistant' })).toContainText(
      'Relationship Synastry',
    );
    await expect(page.getByTestId('answer-sources')).toBeVisible();

    // A new chat opens with the assistant chosen last.
    await page.goto('/grok');
    await expect(page.getByRole('combobox', { name: 'Assistant' })).toContainText(
      'Relationship Synastry',
    );
  });

  test('on a phone the composer stays on screen, the page is the one scroll area and the newest answer is in view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signInFreshUser(page, 'grok-phone');
    await page.goto('/grok');
    const word = uniqueWord('phone');
    for (const n of [1, 2, 3, 4]) {
      // The last words arrive before the answer is stored; the next question waits for Send.
      await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
      await ask(page, `${word} Question ${n}: what does my Moon in the ${n}th house mean?`);
      await expect(answers(page).nth(n - 1)).toHaveText(TEXT_ANSWER);
    }
    const area = (await page.getByTestId('chat-composer-area').boundingBox())!;
    const input = (await composer(page).boundingBox())!;
    expect(input.y).toBeGreaterThan(0);
    expect(input.y + input.height).toBeLessThanOrEqual(812);
    // The newest answer is on screen, above the composer rather than under it.
    const newest = (await answers(page).last().boundingBox())!;
    expect(newest.y + newest.height).toBeLessThanOrEqual(area.y + 1);
    expect(newest.y + newest.height).toBeGreaterThan(0);
    // The messages do not scroll in a box of their own: the page does.
    const innerScroll = await conversationLog(page).evaluate(
      (log) => log.scrollHeight - log.clientHeight,
    );
    expect(innerScroll).toBeLessThanOrEqual(1);
    // Scrolled up to read, the composer is still there.
    await page.mouse.wheel(0, -2000);
    const after = (await composer(page).boundingBox())!;
    expect(after.y + after.height).toBeLessThanOrEqual(812);
  });

  test('the admin Grok panel keeps its conversation at 375 px across close, reopen and a wider window; its picker drives the model', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAs(page, DEMO_ADMIN);
    await page.goto('/admin');
    await page.getByLabel('Grok model').selectOption('grok-3-mini-latest');
    await page.getByRole('button', { name: 'Open Grok chat' }).click();
    const dialog = page.getByRole('dialog', { name: 'Grok chat' });
    const word = uniqueWord('panel');
    await dialog.getByRole('textbox', { name: 'Message' }).fill(`${word} Name the outer planets.`);
    await dialog.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(dialog.getByTestId('assistant-answer')).toHaveText(TEXT_ANSWER);
    const [request] = await providerRequests(word);
    expect((request!.body as { model: string }).model).toBe('grok-3-mini-latest');

    await dialog.getByRole('button', { name: 'Close Grok chat' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Open Grok chat' }).click();
    await expect(dialog.getByText(`${word} Name the outer planets.`)).toBeVisible();
    await expect(dialog.getByTestId('assistant-answer')).toHaveText(TEXT_ANSWER);
    await dialog.getByRole('button', { name: 'Close Grok chat' }).click();

    await page.setViewportSize({ width: 1024, height: 900 });
    const card = page.getByRole('region', { name: 'Grok chat' });
    await expect(card.getByText(`${word} Name the outer planets.`)).toBeVisible();
    await expect(card.getByTestId('assistant-answer')).toHaveText(TEXT_ANSWER);
  });
});
