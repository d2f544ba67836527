import { chooseOption, expect, test } from '../fixtures/test';
import {
  providerRequests,
  selectText,
  signInFreshUser,
  TEXT_ANSWER,
  uniqueWord,
} from './chat-helpers';

test.describe('Send to AI', () => {
  test('on the demo page: select, choose a Grok model, copy the answer and continue in SuperChat', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInFreshUser(page, 'send-grok');
    await page.goto('/send-to-ai-demo');
    await expect(page.getByRole('heading', { name: 'The Saturn return' })).toBeVisible();
    await expect(page.getByTestId('send-to-ai-analyze')).toHaveCount(0);

    await selectText(page, 'Saturn takes about 29.5 years');
    await page.getByRole('button', { name: 'Analyze selected text' }).click();
    const popover = page.getByRole('dialog', { name: 'Send to AI' });
    await expect(popover.getByRole('textbox', { name: 'Selected text' })).toHaveValue(
      /^Saturn takes about 29\.5 years/,
    );
    await expect(popover.getByText('From “The Saturn return”')).toBeVisible();

    const word = uniqueWord('sendtoai');
    await popover
      .getByRole('textbox', { name: 'Your question (optional)' })
      .fill(`${word} What does this mean for a 29-year-old?`);
    await popover.getByRole('button', { name: 'Next' }).click();
    // A default assistant is chosen, so Send is ready at once; it can still be changed.
    await expect(popover.getByRole('combobox', { name: 'Model or brain' })).toContainText(
      'Grok 3 (latest)',
    );
    await expect(popover.getByRole('button', { name: 'Send' })).toBeEnabled();
    await popover.getByRole('button', { name: 'Back' }).click();
    await expect(popover.getByRole('textbox', { name: 'Selected text' })).toBeVisible();
    await popover.getByRole('textbox', { name: 'Selected text' }).fill('   ');
    await expect(popover.getByRole('button', { name: 'Next' })).toBeDisabled();
    await popover
      .getByRole('textbox', { name: 'Selected text' })
      .fill('Saturn takes about 29.5 years to travel once around the zodiac.');
    await popover.getByRole('button', { name: 'Next' }).click();

    await chooseOption(
      popover.getByRole('combobox', { name: 'Model or brain' }),
      /^Grok 3 \(latest\)/,
    );
    await popover.getByRole('button', { name: 'Send' }).click();
    await expect(popover.getByTestId('send-to-ai-response')).toContainText(TEXT_ANSWER);

    await popover.getByRole('button', { name: 'Copy response' }).click();
    await expect(popover.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(TEXT_ANSWER);

    const [superChat] = await Promise.all([
      context.waitForEvent('page'),
      popover.getByRole('button', { name: 'Continue in SuperChat' }).click(),
    ]);
    await superChat.waitForLoadState();
    expect(superChat.url()).toMatch(
      /\/super-chat\?modelType=grok&modelId=grok-3-latest&conversationId=[0-9a-f-]{36}$/,
    );
    // In the conversation, as in the list of conversations beside it.
    await expect(
      superChat.getByRole('log', { name: 'Conversation with Grok' }).getByText(word),
    ).toBeVisible();
    await expect(superChat.getByTestId('assistant-answer').first()).toHaveText(TEXT_ANSWER);
    // The question reads as the user asked it: their words, and the passage as a quote of its page.
    const quote = superChat.getByTestId('question-quote');
    await expect(quote).toContainText('Saturn takes about 29.5 years to travel once around');
    await expect(quote).toContainText('From “The Saturn return”');
    await expect(superChat.getByText(/Passage \(from/)).toHaveCount(0);
    const followUp = uniqueWord('followup');
    await superChat
      .getByRole('textbox', { name: 'Message' })
      .fill(`${followUp} Which house matters most?`);
    await superChat.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(superChat.getByTestId('assistant-answer').nth(1)).toHaveText(TEXT_ANSWER);
    // The follow-up was sent with the handed-over conversation before it.
    const [request] = await providerRequests(followUp);
    expect(JSON.stringify(request!.body)).toContain(word);

    // The conversation is listed under the user's question, not the composed prompt.
    await page.goto('/threads');
    await expect(page.getByText(`${word} What does this mean for a 29-year-old?`)).toBeVisible();
    await expect(page.getByText(/Passage \(from/)).toHaveCount(0);
  });

  test('with a brain: its sources are shown, and SuperChat continues the brain’s conversation', async ({
    page,
    context,
  }) => {
    await signInFreshUser(page, 'send-brain');
    await page.goto('/send-to-ai-demo');
    await selectText(page, 'The first, fourth, seventh and tenth houses begin');
    await page.getByRole('button', { name: 'Analyze selected text' }).click();
    const popover = page.getByRole('dialog', { name: 'Send to AI' });
    await popover.getByRole('button', { name: 'Next' }).click();
    await chooseOption(
      popover.getByRole('combobox', { name: 'Model or brain' }),
      /Natal Chart Guide/,
    );
    await popover.getByRole('button', { name: 'Send' }).click();
    const response = popover.getByTestId('send-to-ai-response');
    await expect(response).toContainText(TEXT_ANSWER, { timeout: 30_000 });
    await expect(response.getByRole('region', { name: 'Sources' })).toContainText(
      'The four angles of the chart',
    );

    await popover.getByRole('button', { name: 'New query' }).click();
    await expect(popover.getByRole('textbox', { name: 'Selected text' })).toHaveValue(
      /angular houses|The first, fourth/i,
    );
    await popover.getByRole('button', { name: 'Next' }).click();
    await chooseOption(
      popover.getByRole('combobox', { name: 'Model or brain' }),
      /Natal Chart Guide/,
    );
    await popover.getByRole('button', { name: 'Send' }).click();
    await expect(response).toContainText(TEXT_ANSWER, { timeout: 30_000 });

    const [superChat] = await Promise.all([
      context.waitForEvent('page'),
      popover.getByRole('button', { name: 'Continue in SuperChat' }).click(),
    ]);
    await superChat.waitForLoadState();
    expect(superChat.url()).toMatch(
      /\/super-chat\?modelType=brain&brainId=natal-chart-guide&conversationId=[0-9a-f-]{36}$/,
    );
    // The one chat, with the brain's conversation and the brain as its assistant.
    await expect(superChat.getByTestId('assistant-answer').first()).toContainText(TEXT_ANSWER);
    await expect(superChat.getByRole('combobox', { name: 'Assistant' })).toContainText(
      'Natal Chart Guide',
    );
    const composer = superChat.getByRole('textbox', { name: 'Message' });
    await composer.fill('How do I find my Midheaven?');
    await composer.press('Enter');
    await expect(superChat.getByTestId('assistant-answer')).toHaveCount(2, { timeout: 30_000 });
  });

  test('on a lesson page, selected lesson text can be sent too', async ({ page }) => {
    await signInFreshUser(page, 'send-lesson');
    await page.goto('/learning?lesson=what-is-a-natal-chart');
    const reading = page.getByTestId('lesson-reading');
    await expect(reading).toBeVisible();
    await reading
      .locator('p')
      .first()
      .evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        window.getSelection()!.removeAllRanges();
        window.getSelection()!.addRange(range);
      });
    await page.getByRole('button', { name: 'Analyze selected text' }).click();
    const popover = page.getByRole('dialog', { name: 'Send to AI' });
    await expect(popover.getByText(/^From “.+”$/)).toBeVisible();
    await popover.getByRole('button', { name: 'Next' }).click();
    await chooseOption(
      popover.getByRole('combobox', { name: 'Model or brain' }),
      /^Grok 3 Mini \(latest\)/,
    );
    await popover.getByRole('button', { name: 'Send' }).click();
    await expect(popover.getByTestId('send-to-ai-response')).toContainText(TEXT_ANSWER);
  });

  test('by keyboard alone: "Ask AI about this" sends the whole lesson, quoted, and the answer comes back', async ({
    page,
  }) => {
    await signInFreshUser(page, 'send-keys');
    await page.goto('/learning?lesson=what-is-a-natal-chart');
    await expect(page.getByTestId('lesson-reading')).toBeVisible();
    const ask = page.getByRole('button', { name: 'Ask AI about this' });
    await ask.focus();
    await page.keyboard.press('Enter');
    const popover = page.getByRole('dialog', { name: 'Send to AI' });
    await expect(popover.getByRole('textbox', { name: 'Selected text' })).toHaveValue(
      /natal chart/i,
    );
    const word = uniqueWord('keys');
    const instruction = popover.getByRole('textbox', { name: 'Your question (optional)' });
    await instruction.focus();
    await page.keyboard.type(`${word} Summarise this for a beginner.`);
    await popover.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    const picker = popover.getByRole('combobox', { name: 'Model or brain' });
    await picker.focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: /^Grok 3 Mini \(latest\)/ }).focus();
    await page.keyboard.press('Enter');
    await popover.getByRole('button', { name: 'Send' }).focus();
    await page.keyboard.press('Enter');
    await expect(popover.getByTestId('send-to-ai-response')).toContainText(TEXT_ANSWER);
    // The model read the lesson as a quoted passage of its page, after the user's own words.
    const [request] = await providerRequests(word);
    const sent = JSON.stringify(request!.body);
    expect(sent).toContain('Summarise this for a beginner.');
    expect(sent).toMatch(/Passage \(from “[^”]+”\)/);
  });
});
