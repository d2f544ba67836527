import type { Page } from '@playwright/test';
import type { RecordedRequestView } from '../fixtures/fake-ai-control';
import { expect, signIn } from '../fixtures/test';
import { createConfirmedUser, type TestUser } from '../fixtures/users';

/** The fake provider's fixed answers (backend/tests/fixtures/fake-ai-provider.ts). */
export { TEXT_ANSWER, IMAGE_ANSWER, REASONING, holdMarker } from '../fixtures/fake-ai-provider';

/** A word no other test uses, to find this test's requests at the shared fake provider. */
export const uniqueWord = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** A fresh user, signed in through the login form: AI calls are rate-limited per user. */
export async function signInFreshUser(page: Page, prefix: string): Promise<TestUser> {
  const user = await createConfirmedUser(prefix);
  await signIn(page, user);
  await expect(page).not.toHaveURL(/\/login$/);
  return user;
}

function controlUrl(): string {
  const control = process.env.E2E_FAKE_AI_CONTROL_URL;
  if (!control)
    throw new Error('E2E_FAKE_AI_CONTROL_URL is not set: run through the Playwright config');
  return control;
}

/** Lets the answers held with `holdMarker(key)` stream on past their first token. */
export async function releaseAnswer(key: string): Promise<void> {
  const response = await fetch(`${controlUrl()}/release`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ key }),
  });
  if (!response.ok) throw new Error(`release ${key}: ${response.status} ${await response.text()}`);
}

/** The provider requests whose body contains `word`. */
export async function providerRequests(word: string): Promise<RecordedRequestView[]> {
  const response = await fetch(`${controlUrl()}/requests?contains=${encodeURIComponent(word)}`);
  return (await response.json()) as RecordedRequestView[];
}

/** Pastes a small PNG (drawn in the page) into the focused element, as a real clipboard paste does. */
export async function pasteImage(page: Page, selector: string): Promise<void> {
  await page.locator(selector).evaluate(async (target) => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#1e3a8a';
    context.fillRect(0, 0, 64, 48);
    context.fillStyle = '#fbbf24';
    context.beginPath();
    context.arc(32, 24, 14, 0, Math.PI * 2);
    context.fill();
    const blob = await new Promise<Blob>((resolve) =>
      canvas.toBlob((b) => resolve(b!), 'image/png'),
    );
    const data = new DataTransfer();
    data.items.add(new File([blob], 'sun.png', { type: 'image/png' }));
    target.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
}

/** Selects the whole text of the first element matching `text` inside `scope` (as a reader would). */
export async function selectText(page: Page, text: string): Promise<void> {
  await page
    .getByText(text, { exact: false })
    .first()
    .evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const selection = window.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
    });
}

/**
 * Watches the chat from inside the page (a MutationObserver sees every render, however busy the
 * machine is): whether 'Thinking...' with its steps was shown, and each distinct text the newest
 * answer had while it streamed.
 */
export async function watchAnswers(
  page: Page,
): Promise<() => Promise<{ thinkingSteps: number; texts: string[] }>> {
  await page.evaluate(() => {
    const record = { thinkingSteps: 0, texts: [] as string[] };
    (window as unknown as { __answerWatch: typeof record }).__answerWatch = record;
    new MutationObserver(() => {
      const thinking = document.querySelector('[data-testid=thinking]');
      if (thinking?.textContent?.includes('Thinking...')) {
        record.thinkingSteps = Math.max(
          record.thinkingSteps,
          thinking.querySelectorAll('li').length,
        );
      }
      const answers = document.querySelectorAll('[data-testid=assistant-answer]');
      const text = answers[answers.length - 1]?.textContent?.trim();
      if (text && record.texts[record.texts.length - 1] !== text) record.texts.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { __answerWatch: { thinkingSteps: number; texts: string[] } })
          .__answerWatch,
    );
}
