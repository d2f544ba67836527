import type { Page } from '@playwright/test';
import { chooseOption, expect, test } from '../fixtures/test';
import {
  holdMarker,
  IMAGE_ANSWER,
  pasteImage,
  providerRequests,
  REASONING,
  signInFreshUser,
  TEXT_ANSWER,
  uniqueWord,
  watchAnswers,
} from './chat-helpers';

const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const answers = (page: Page) => page.getByTestId('assistant-answer');

test.describe('Grok chat', () => {
  test('tokens stream in progressively, and Stop cancels an answer', async ({ page }) => {
    await signInFreshUser(page, 'grok-stream');
    await page.goto('/grok');
    await expect(
      page.getByText('Welcome to Grok - Ask me anything or paste an image to start a conversation'),
    ).toBeVisible();

    const watched = await watchAnswers(page);
    const word = uniqueWord('stream');
    // The provider pauses between tokens, so each one can be seen arriving even on a busy machine.
    await composer(page).fill(`${word} What is a Saturn return? [[fake:slow-stream]]`);
    await composer(page).press('Enter');
    const answer = answers(page).first();
    await expect(answer).toHaveText(TEXT_ANSWER, { timeout: 30_000 });

    // 'Thinking...' with its four steps came first, then the answer grew token by token.
    const seen = await watched();
    expect(seen.thinkingSteps).toBe(4);
    expect(seen.texts.length).toBeGreaterThanOrEqual(5);
    for (const [i, text] of seen.texts.entries()) {
      expect(TEXT_ANSWER.startsWith(text)).toBe(true);
      if (i > 0) expect(text.length).toBeGreaterThan(seen.texts[i - 1]!.length);
    }
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();

    const stopWord = uniqueWord('stop');
    // Held after its first token until released (never, here): Stop comes mid-answer on any machine.
    await composer(page).fill(
      `${stopWord} Tell me about Mercury retrograde. ${holdMarker(stopWord)}`,
    );
    await page.getByRole('button', { name: 'Send' }).click();
    const second = answers(page).nth(1);
    await expect(second).toContainText('The');
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(page.getByText('Stopped before the answer was complete.')).toBeVisible();
    const stoppedText = (await second.innerText()).trim();
    expect(stoppedText.length).toBeLessThan(TEXT_ANSWER.length);
    // The provider saw its request cut off, and no token arrived after the stop.
    await expect.poll(async () => (await providerRequests(stopWord))[0]?.aborted).toBe(true);
    expect((await second.innerText()).trim()).toBe(stoppedText);
  });

  test('a pasted image goes to a vision model as an image part and gets the vision answer', async ({
    page,
  }) => {
    await signInFreshUser(page, 'grok-vision');
    await page.goto('/grok');

    // An empty message and a non-image file are refused with the spec's texts.
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByTestId('grok-error')).toHaveText(
      'Message must contain text or an image',
    );
    await page.getByTestId('image-input').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Sun in Leo'),
    });
    await expect(page.getByTestId('grok-error')).toHaveText('Only image files are allowed');

    await chooseOption(
      page.getByRole('combobox', { name: 'Assistant', exact: true }),
      /Grok 2 Vision \(latest\)/,
    );

    await pasteImage(page, 'textarea[aria-describedby]');
    const preview = page.getByRole('img', { name: 'Attached: sun.png' });
    await expect(preview).toBeVisible();
    await page.getByRole('button', { name: 'Remove image' }).click();
    await expect(preview).toHaveCount(0);
    await pasteImage(page, 'textarea[aria-describedby]');
    await expect(preview).toBeVisible();

    const word = uniqueWord('vision');
    await composer(page).fill(`${word} What do you see in this picture?`);
    await composer(page).press('Enter');
    await expect(answers(page).first()).toHaveText(IMAGE_ANSWER);
    await expect(page.getByRole('img', { name: 'Attached image 1' })).toBeVisible();

    const [request] = await providerRequests(word);
    const body = request!.body as {
      model: string;
      messages: { content: { type: string; image_url?: { url: string; detail: string } }[] }[];
    };
    expect(body.model).toBe('grok-2-vision-latest');
    const image = body.messages.at(-1)!.content.find((part) => part.type === 'image_url');
    expect(image?.image_url?.detail).toBe('high');
    expect(image?.image_url?.url).toMatch(/^data:image\/png;base64,/);
  });

  test('an image sent with the default text-only model is answered by a vision model, which the answer names', async ({
    page,
  }) => {
    await signInFreshUser(page, 'grok-vision-switch');
    await page.goto('/grok');
    await pasteImage(page, 'textarea[aria-describedby]');
    await expect(
      page.getByText(/reads only text, so this message goes to Grok 2 Vision/),
    ).toBeVisible();
    const word = uniqueWord('switch');
    await composer(page).fill(`${word} What is in this picture?`);
    await composer(page).press('Enter');
    await expect(answers(page).first()).toHaveText(IMAGE_ANSWER);
    const [request] = await providerRequests(word);
    expect((request!.body as { model: string }).model).toBe('grok-2-vision-latest');
    await expect(page.getByText(/Grok · Grok 2 Vision/)).toBeVisible();
  });

  test('the reasoning panel shows the model reasoning, and provider errors use the spec texts', async ({
    page,
  }) => {
    await signInFreshUser(page, 'grok-reasoning');
    await page.goto('/grok');
    await page.getByRole('switch', { name: 'Reasoning' }).check();
    const panel = page.getByRole('complementary', { name: 'Reasoning' });
    await expect(panel).toContainText('its reasoning appears here');

    await composer(page).fill(`${uniqueWord('reason')} Which planet rules Taurus?`);
    await composer(page).press('Enter');
    await expect(answers(page).first()).toHaveText(TEXT_ANSWER);
    await expect(panel).toContainText(REASONING);
    await page.getByRole('switch', { name: 'Reasoning' }).uncheck();
    await expect(panel).toHaveCount(0);

    await composer(page).fill('Please read this [[fake:invalid-argument]]');
    await composer(page).press('Enter');
    await expect(page.getByTestId('grok-error')).toHaveText(
      'Invalid request format. Please try again or use a different image format.',
    );
    await composer(page).fill('And this [[fake:server-error]]');
    await composer(page).press('Enter');
    await expect(page.getByTestId('grok-error')).toHaveText('The fake provider failed on purpose.');
  });

  test('the assistant picker lists the 15 models with badges and price tiers, default grok-3-latest, then the brains', async ({
    page,
  }) => {
    await signInFreshUser(page, 'grok-models');
    await page.goto('/grok');
    const select = page.getByRole('combobox', { name: 'Assistant', exact: true });
    await expect(select).toContainText('Grok 3 (latest)');
    await expect(page.getByTestId('model-description')).toContainText('Flagship model');

    await select.click();
    // One picker for every assistant: the 15 models, then the brains.
    await expect(page.locator('[role=option][data-model]')).toHaveCount(15);
    await expect(page.locator('[role=option][data-brain]').first()).toBeVisible();
    const vision = page.getByRole('option', { name: /^Grok 3 Vision/ });
    await expect(vision.getByTestId('model-capability')).toHaveText('Vision');
    await expect(vision.getByTestId('model-tier')).toHaveText('$$$');
    const mini = page.getByRole('option', { name: /^Grok 3 Mini \(latest\)/ });
    await expect(mini.getByTestId('model-capability')).toHaveText('Text-only');
    await expect(mini.getByTestId('model-tier')).toHaveText('$');
    await expect(
      page.getByRole('option', { name: /^Grok 3 Fast \(latest\)/ }).getByTestId('model-tier'),
    ).toHaveText('$$$$');
    await expect(
      page.locator('[data-model] [data-testid=model-capability]', { hasText: 'Vision' }),
    ).toHaveCount(4);
    await mini.click();
    await expect(select).toContainText('Grok 3 Mini (latest)');
  });

  test('image generation checks the model, then shows the image with a download action', async ({
    page,
  }) => {
    await signInFreshUser(page, 'grok-image');
    await page.goto('/grok');
    const box = page.getByRole('region', { name: 'Generate an image' });
    const generate = box.getByRole('button', { name: 'Generate' });
    await expect(generate).toBeDisabled();

    await chooseOption(box.getByRole('combobox', { name: 'Image model' }), 'Grok 3 (latest)');
    await box
      .getByRole('textbox', { name: 'Describe the image' })
      .fill('Saturn rising over a desert at dusk');
    await generate.click();
    await expect(box.getByRole('alert')).toHaveText(
      'Selected model is not supported for image generation. Please use Grok Vision Beta or Grok 3 Vision.',
    );

    await chooseOption(box.getByRole('combobox', { name: 'Image model' }), 'Grok 3 Vision');
    await generate.click();
    const image = box.getByRole('img', {
      name: 'Generated image: Saturn rising over a desert at dusk',
    });
    await expect(image).toHaveAttribute('src', /^https:\/\/images\.fake-provider\.test\/\d+\.png$/);
    const download = box.getByRole('link', { name: 'Download image' });
    await expect(download).toHaveAttribute('href', (await image.getAttribute('src'))!);
    await expect(download).toHaveAttribute('download', '');
  });
});
