import type { Page } from '@playwright/test';
import { chooseOption, expect, test } from '../fixtures/test';
import { signedInClient } from '../fixtures/users';
import { calculateChart, saveAndOpenChart, saveChart } from './chart-helpers';
import { signInFreshUser, uniqueWord } from './chat-helpers';

/** `[[fake:say:<text>]]` in a question makes the fake provider answer with exactly <text>. */
const fakeSays = (text: string) => `[[fake:say:${text}]]`;

/** Calculates a chart on /calculate and saves it, as a user does. */
async function saveChartThroughCalculate(page: Page, name: string) {
  await page.goto('/calculate');
  await calculateChart(page, name);
  await saveChart(page);
}

test.describe('AI answers grounded in the saved chart', () => {
  test('a brain reads the attached chart, and a wrong claim in its answer is marked with the correct value', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const user = await signInFreshUser(page, 'grounded');
    const chartName = `Grounded ${uniqueWord('c')}`;
    await saveChartThroughCalculate(page, chartName);

    await page.goto('/chat?brainId=natal-chart-guide');
    await expect(page.getByTestId('chart-request')).toHaveText(
      'Natal Chart Guide reads your saved chart — attach one.',
    );
    const attach = page.getByRole('button', { name: 'Attach chart' });
    await attach.click();
    await page.getByRole('menuitem', { name: new RegExp(chartName) }).click();
    const chips = page.getByRole('list', { name: 'Attached charts' });
    await expect(chips.getByRole('listitem')).toHaveCount(1);
    await expect(chips).toContainText(chartName);
    await expect(chips).toContainText('15 May 1990');
    await expect(page.getByTestId('chart-request')).toBeHidden();

    // The provider is made to claim the Sun is in Gemini; the chart has it in Taurus.
    const wrongAnswer = 'With your Sun in Gemini you are curious and quick.';
    const question = page.getByRole('textbox', { name: 'Message' });
    await question.fill(`What does my Sun sign say about me? ${fakeSays(wrongAnswer)}`);
    await question.press('Enter');

    const answer = page.getByTestId('assistant-answer');
    // Once checked, the note stands right after the claim, so the whole sentence is one string only
    // for the moment between the end of the stream and the check: wait for its end instead.
    await expect(answer).toContainText('you are curious and quick.', { timeout: 30_000 });
    await expect(answer).toContainText('With your Sun in Gemini');
    await expect(answer.locator('[data-claim-verdict="wrong"]')).toHaveText('Sun in Gemini', {
      timeout: 20_000,
    });
    await expect(answer.locator('[data-claim-note="wrong"]')).toHaveText(
      '✗ Checked against your chart: the Sun is in Taurus, not Gemini',
    );
    await expect(answer.getByRole('region', { name: 'Chart claims' })).toHaveText(
      '1 chart claim checked, 1 wrong',
    );

    // The check is stored with the message and the chart with the conversation: a reload shows both.
    await expect(page).toHaveURL(/conversation=[0-9a-f-]{36}/);
    const conversationId = new URL(page.url()).searchParams.get('conversation')!;
    const client = await signedInClient(user);
    const { data: charts } = await client.from('charts').select('id').eq('name', chartName);
    const { data: conversation } = await client
      .from('grok_conversations')
      .select('chart_ids, brain_id')
      .eq('id', conversationId)
      .single();
    expect(conversation).toEqual({ chart_ids: [charts![0]!.id], brain_id: 'natal-chart-guide' });
    await expect
      .poll(async () => {
        const { data: rows } = await client
          .from('grok_messages')
          .select('claim_checks')
          .eq('conversation_id', conversationId)
          .eq('role', 'assistant');
        return rows?.[0]?.claim_checks ?? null;
      })
      .toMatchObject({
        version: 1,
        checked: 1,
        wrong: 1,
        claims: [
          expect.objectContaining({
            text: 'Sun in Gemini',
            body: 'sun',
            kind: 'sign',
            stated: 'Gemini',
            actual: 'Taurus',
            verdict: 'wrong',
          }),
        ],
      });

    await page.reload();
    await expect(page.getByRole('list', { name: 'Attached charts' })).toContainText(chartName);
    await expect(
      page.getByTestId('assistant-answer').locator('[data-claim-note="wrong"]'),
    ).toHaveText('✗ Checked against your chart: the Sun is in Taurus, not Gemini');

    // Without its chart the brain asks for one again.
    await page.getByRole('button', { name: `Remove chart ${chartName}` }).click();
    await expect(page.getByTestId('chart-request')).toBeVisible();
  });

  test('Send-to-AI on a saved chart checks the answer against it and marks a wrong claim', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signInFreshUser(page, 'grounded-send');
    await saveAndOpenChart(page, `Send check ${uniqueWord('c')}`);
    await expect(page.getByTestId('chart-summary')).toBeVisible();
    await page.getByRole('button', { name: 'Ask AI about this' }).click();
    const popover = page.getByRole('dialog', { name: 'Send to AI' });
    // The provider is made to claim the Sun is in Gemini; the chart has it in Taurus.
    await popover
      .getByRole('textbox', { name: 'Your question (optional)' })
      .fill(`What does my Sun say? ${fakeSays('With your Sun in Gemini you are curious.')}`);
    await popover.getByRole('button', { name: 'Next' }).click();
    await chooseOption(
      popover.getByRole('combobox', { name: 'Model or brain' }),
      /^Grok 3 \(latest\)/,
    );
    await popover.getByRole('button', { name: 'Send' }).click();
    const response = popover.getByTestId('send-to-ai-response');
    await expect(response.locator('[data-claim-verdict="wrong"]')).toHaveText('Sun in Gemini', {
      timeout: 30_000,
    });
    await expect(response.locator('[data-claim-note="wrong"]')).toHaveText(
      '✗ Checked against your chart: the Sun is in Taurus, not Gemini',
    );
  });
});
