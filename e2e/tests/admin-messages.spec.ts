import { DEMO_ADMIN, DEMO_SUPPORT, expect, test } from '../fixtures/test';
import { adminToast, serviceClient, signInAs, uniqueLabel, waitForMail } from './admin-helpers';

test.describe('contact messages in the back office', () => {
  test('contact form → admin assigns → support sees it live, works it and answers by e-mail', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const subject = uniqueLabel('Retrograde question');
    const visitorEmail = `visitor-${Date.now().toString(36)}@example.com`;
    const answer =
      'Mercury looks retrograde because Earth overtakes it; nothing about your chart changes.';

    // Support opens the dashboard first and waits until the inbox is live.
    const supportContext = await browser.newContext({ baseURL });
    const support = await supportContext.newPage();
    await signInAs(support, DEMO_SUPPORT);
    await support.goto('/dashboard');
    const inbox = support.getByRole('region', { name: 'Assigned to me' });
    await expect(inbox.getByText('Live', { exact: true })).toBeVisible({ timeout: 20_000 });

    // A visitor writes through the public contact form.
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Vera Visitor');
    await form.getByLabel('E-mail').fill(visitorEmail);
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Category').selectOption({ label: 'Charts and calculations' });
    await form
      .getByLabel('Message')
      .fill('Why does Mercury go retrograde three times a year, and does it change my chart?');
    await form.getByRole('button', { name: 'Send message' }).click();
    const service = serviceClient();
    let messageId = '';
    await expect
      .poll(async () => {
        const { data } = await service.from('contact_messages').select('id').eq('subject', subject);
        messageId = (data?.[0]?.id as string | undefined) ?? '';
        return messageId;
      })
      .not.toBe('');

    // The admin finds it and assigns it to support.
    const adminContext = await browser.newContext({ baseURL });
    const admin = await adminContext.newPage();
    await signInAs(admin, DEMO_ADMIN);
    await admin.goto('/admin');
    await expect(admin.getByRole('tab', { name: 'Messages' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const adminPanel = admin.getByRole('region', { name: 'Contact Messages' });
    await adminPanel.getByLabel('Search messages').fill(subject);
    const adminCard = adminPanel.locator(`article[data-message-id="${messageId}"]`);
    await adminCard.getByRole('button', { name: new RegExp(subject) }).click();
    const assignee = adminCard.getByLabel('Assigned to');
    const supportValue = await assignee
      .locator('option', { hasText: '(support)' })
      .first()
      .getAttribute('value');
    await assignee.selectOption(supportValue!);
    await expect(adminToast(admin, 'Message Assigned')).toBeVisible();

    // Support sees it arrive without reloading, and works it.
    const card = inbox.locator(`article[data-message-id="${messageId}"]`);
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect(card.getByText('New', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: new RegExp(subject) }).click();
    // Staff read the category as the visitor chose it, not its stored code.
    await expect(card.getByText('Category: Charts and calculations')).toBeVisible();
    await card.getByRole('button', { name: 'Mark In Progress' }).click();
    await expect(adminToast(support, 'Status Updated')).toContainText(
      'Message status changed to In Progress',
    );
    await expect(card.getByRole('button', { name: 'Mark In Progress' })).toBeDisabled();
    await expect(card.getByText('In Progress', { exact: true })).toBeVisible();

    const send = card.getByRole('button', { name: 'Send response' });
    await card.getByLabel('Your response').fill('   ');
    await expect(send).toBeDisabled();
    await card.getByLabel('Your response').fill(answer);
    await send.click();
    await expect(adminToast(support, 'Response Sent')).toContainText(
      'Your response has been saved and the message marked as resolved',
    );
    await expect(card.getByText('Resolved', { exact: true })).toBeVisible();
    await expect(card.getByText(answer)).toBeVisible();

    const { data: stored } = await service
      .from('contact_messages')
      .select('status, response_notes, responded_at, responses')
      .eq('id', messageId)
      .single();
    expect(stored).toMatchObject({ status: 'resolved', response_notes: answer });
    expect(stored!.responded_at).not.toBeNull();
    expect(stored!.responses).toEqual([
      expect.objectContaining({ message: answer, staff_name: expect.any(String) }),
    ]);

    const mail = await waitForMail(
      page.request,
      visitorEmail,
      (m) => m.subject === `Re: ${subject}`,
    );
    expect(mail.text).toContain(answer);
    expect(mail.text).toContain('Hello Vera Visitor,');

    await supportContext.close();
    await adminContext.close();
  });
});
