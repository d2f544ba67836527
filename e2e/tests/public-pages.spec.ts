import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { DEMO_USER, expect, signIn, test } from '../fixtures/test';

/** Each public route with its heading and a piece of content only that page has. */
const PAGES: { path: string; heading: string | RegExp; content: string | RegExp }[] = [
  {
    path: '/',
    heading: 'Self-discovery, where ancient wisdom meets AI',
    content: 'Take Astro with you',
  },
  { path: '/app-details', heading: 'App Details', content: 'What you can do' },
  { path: '/astrology', heading: 'Astrology', content: 'How a chart is read' },
  { path: '/arcturus', heading: 'Arcturus', content: 'Arcturus: The Guardian of the Bear' },
  { path: '/legal', heading: 'Legal', content: 'Everything that governs your use of the app' },
  {
    path: '/legal/privacy-policy',
    heading: 'Privacy Policy',
    content: 'What is sent to the AI provider',
  },
  {
    path: '/legal/terms-of-service',
    heading: 'Terms of Service',
    content: 'What astrology is — and is not',
  },
  { path: '/legal/compliance', heading: 'Compliance', content: 'AI transparency' },
  { path: '/privacy-policy', heading: 'Privacy Policy', content: 'Deleting your account' },
  { path: '/terms-of-service', heading: 'Terms of Service', content: 'Acceptable use' },
  {
    path: '/faq',
    heading: 'Frequently Asked Questions',
    content: 'How accurate are the chart calculations?',
  },
  { path: '/contact', heading: 'Contact Us', content: 'Other ways to get help' },
  { path: '/support', heading: 'Help & Support', content: 'Quick fixes' },
  { path: '/accessibility', heading: 'Accessibility Statement', content: 'Known limitations' },
  { path: '/app-licenses', heading: 'App Licenses', content: /\d+ packages/ },
  { path: '/accuracy', heading: 'Chart Accuracy', content: 'What the numbers mean' },
  {
    path: '/content/why-birth-time-matters',
    heading: 'Why Birth Time Matters',
    content: 'noon chart',
  },
];

let service: SupabaseClient;
test.beforeAll(() => {
  service = createClient(process.env.E2E_BASE_URL!, process.env.E2E_SERVICE_ROLE_KEY!, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
});

test.describe('public pages', () => {
  for (const { path, heading, content } of PAGES) {
    test(`${path} renders its heading, content and own metadata`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByText(content).first()).toBeVisible();
      await expect(page).toHaveTitle(/· Astro$/);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(40);
    });
  }

  test('every page has its own title and description', async ({ page }) => {
    const seen = new Map<string, string>();
    for (const { path } of PAGES.filter(
      (entry) => !['/privacy-policy', '/terms-of-service'].includes(entry.path),
    )) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const key = `${await page.title()} | ${await page.locator('meta[name="description"]').getAttribute('content')}`;
      expect(seen.get(key), `${path} repeats the metadata of ${seen.get(key)}`).toBeUndefined();
      seen.set(key, path);
    }
  });

  test('/privacy redirects to the privacy policy', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page).toHaveURL(/\/legal\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  });

  test('the home page offers sign-in, install information, testimonials and the footer', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/login');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Login', exact: true }),
    ).toHaveAttribute('href', '/login');
    for (const card of [
      'Installable',
      'Internet Required',
      'App-like Experience',
      'Always Updated',
    ]) {
      await expect(page.getByRole('heading', { name: card, exact: true })).toBeVisible();
    }
    await expect(
      page.getByRole('table', { name: /iOS app .* compared with the web app/ }),
    ).toBeVisible();
    // Published testimonials only.
    const testimonials = page.getByRole('region', { name: 'What our users say' });
    // (Other tests publish their own beside the seeded ones, so the count is not fixed.)
    await expect(testimonials.getByText('Maya R.')).toBeVisible();
    await expect(page.getByText('Alex T.')).toHaveCount(0);
    const footer = page.locator('footer');
    await expect(footer).toContainText('Version 2.2.5');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/legal/privacy-policy',
    );
    await expect(footer.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@.+/);
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('App Details tabs are linkable through ?tab=', async ({ page }) => {
    await page.goto('/app-details?tab=install');
    await expect(page.getByRole('tab', { name: 'Install' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('heading', { name: 'iPhone and iPad' })).toBeVisible();
    await expect(page.getByText('Tap “Add” at the top right.', { exact: false })).toBeVisible();

    await page.goto('/app-details?tab=compare');
    await expect(page.getByRole('tab', { name: 'Compare' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('rowheader', { name: 'Updates' })).toBeVisible();

    await page.getByRole('tab', { name: 'Install' }).click();
    await expect(page).toHaveURL(/\?tab=install$/);
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(page).toHaveURL(/\/app-details$/);
  });

  test('/app-licenses lists the packages shipped in the build', async ({ page }) => {
    await page.goto('/app-licenses');
    const react = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'react', exact: true }) });
    await expect(react).toContainText('MIT');
    await expect(react.getByRole('link')).toHaveAttribute('href', /^https:\/\//);
    await expect(page.getByRole('rowheader', { name: '@supabase/supabase-js' })).toBeVisible();
  });
});

test.describe('the accuracy page', () => {
  test('shows the build’s measured agreement with Swiss Ephemeris, already in its HTML', async ({
    page,
    request,
  }) => {
    // Prerendered: a first visit sees the tables before any script has run.
    const html = await (await request.get('/accuracy')).text();
    expect(html).toContain('data-prerendered');
    expect(html).toContain('Largest difference in ecliptic longitude');

    await page.goto('/accuracy');
    const bodies = page.getByRole('table', { name: /ecliptic longitude/ });
    const moon = bodies
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Moon', exact: true }) });
    // The worst over all the years, then the ten centuries from 1500 to 2500.
    await expect(moon.getByRole('cell')).toHaveCount(11);
    await expect(bodies.getByRole('columnheader', { name: '1500s' })).toBeVisible();
    await expect(bodies.getByRole('columnheader', { name: '2400s' })).toBeAttached();
    // The first column is the worst over all the years: well inside one arcsecond for the Moon.
    const moonWorst = await moon.getByRole('cell').first().textContent();
    expect(Number(moonWorst!.replace(/[^\d.]/g, ''))).toBeLessThan(1);
    await expect(
      page.getByRole('table', { name: /twelve cusps/ }).getByRole('rowheader', {
        name: 'Placidus houses',
      }),
    ).toBeVisible();
    await expect(page.getByText(/Measured on \d+ \w+ \d{4}/)).toBeVisible();
    await expect(page.getByText(/IANA tz database, release \d{4}[a-z]/)).toBeVisible();
  });
});

test.describe('Arcturus and content', () => {
  test('a work opens from the library and its breadcrumb shows the title', async ({ page }) => {
    await page.goto('/arcturus');
    await expect(
      page.getByRole('link', { name: 'Arcturus: The Guardian of the Bear' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Draft: Saturn Returns' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Reading Your First Natal Chart' }).click();
    await expect(page).toHaveURL(/\/content\/reading-your-first-natal-chart$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Reading Your First Natal Chart',
    );
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(
      'Reading Your First Natal Chart',
    );
    await expect(page.getByText('Start with the wheel itself.')).toBeVisible();
    // /content alone is no page: its crumb is a label, not a link to the not-found page.
    await expect(breadcrumb.getByText('Content', { exact: true })).toBeVisible();
    await expect(breadcrumb.getByRole('link', { name: 'Content' })).toHaveCount(0);
  });

  test('the slug is matched case-insensitively, exactly first and then partially', async ({
    page,
  }) => {
    await page.goto('/content/Why-Birth-Time-Matters');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Why Birth Time Matters');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
      'Why Birth Time Matters',
    );

    // The title differs from the slug's words: the breadcrumb must look the slug up, not guess.
    await page.goto('/content/arcturus-guardian-of-the-bear');
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]'),
    ).toHaveText('Arcturus: The Guardian of the Bear');

    await page.goto('/content/GUARDIAN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Arcturus: The Guardian of the Bear',
    );
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
      'Arcturus: The Guardian of the Bear',
    );
  });

  test('an unknown or unpublished slug gets a not-found state', async ({ page }) => {
    for (const slug of ['no-such-work-anywhere', 'saturn-returns-draft']) {
      await page.goto(`/content/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Content not found');
      await expect(page.getByRole('link', { name: 'Browse the library' })).toHaveAttribute(
        'href',
        '/arcturus',
      );
    }
  });
});

test.describe('contact form', () => {
  test('shows errors next to the fields, then sends a message that is stored as new', async ({
    page,
  }) => {
    await page.goto('/contact');
    await page.getByLabel('E-mail').fill('not-an-address');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByLabel('Name')).toHaveAccessibleDescription('Please enter your name');
    await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription(
      'Please enter a valid e-mail address, like name@example.com',
    );
    await expect(page.getByText('Please choose what your message is about')).toBeVisible();
    await expect(page.getByLabel('Message')).toHaveAccessibleDescription(/at least 10 characters/);

    const subject = `Ascendant question ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    await page.getByLabel('Name').fill('Grace Hopper');
    await page.getByLabel('E-mail').fill('grace@example.com');
    await page.getByLabel('Subject').fill(subject);
    await page
      .getByRole('combobox', { name: 'Category' })
      .selectOption({ label: 'Charts and calculations' });
    await page
      .getByLabel('Message')
      .fill('My Ascendant differs by two degrees from another site. Which time zone was used?');
    await expect(page.getByText('Please enter your name')).toHaveCount(0);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'will reply to grace@example.com' }),
    ).toBeVisible();

    const { data, error } = await service
      .from('contact_messages')
      .select('*')
      .eq('subject', subject);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect(data![0]).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      category: 'charts',
      status: 'new',
      user_id: null,
      assigned_to: null,
    });
  });

  test('a signed-in visitor’s message is linked to the account', async ({ page }) => {
    await signIn(page, DEMO_USER);
    await expect(page).not.toHaveURL(/\/login$/);
    await page.goto('/contact');
    await expect(page.getByLabel('E-mail')).toHaveValue(DEMO_USER.email);
    const subject = `Signed-in question ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    await page.getByLabel('Name').fill('Demo User');
    await page.getByLabel('Subject').fill(subject);
    await page
      .getByRole('combobox', { name: 'Category' })
      .selectOption({ label: 'Lessons and learning' });
    await page.getByLabel('Message').fill('Could the lessons cover fixed stars in more depth?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();

    const visitor = createClient(process.env.E2E_BASE_URL!, process.env.E2E_ANON_KEY!, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    const { data: signedIn, error: signInError } = await visitor.auth.signInWithPassword(DEMO_USER);
    expect(signInError).toBeNull();
    const { data } = await service
      .from('contact_messages')
      .select('user_id,status')
      .eq('subject', subject)
      .single();
    expect(data).toEqual({ user_id: signedIn.user!.id, status: 'new' });
  });

  test('a failed insert keeps what the visitor typed', async ({ page }) => {
    await page.route('**/rest/v1/contact_messages*', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"message":"The data service is temporarily unavailable"}',
      }),
    );
    await page.goto('/contact');
    await page.getByLabel('Name').fill('Grace Hopper');
    await page.getByLabel('E-mail').fill('grace@example.com');
    await page.getByLabel('Subject').fill('Kept after a failure');
    await page
      .getByRole('combobox', { name: 'Category' })
      .selectOption({ label: 'Feedback and ideas' });
    await page.getByLabel('Message').fill('This text must survive a failed request.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'What you wrote is still in the form' }),
    ).toBeVisible();
    await expect(page.getByLabel('Subject')).toHaveValue('Kept after a failure');
    await expect(page.getByLabel('Message')).toHaveValue(
      'This text must survive a failed request.',
    );
  });
});

test('an unknown path gets the not-found page', async ({ page }) => {
  await page.goto('/legal/no-such-document');
  await expect(page.getByRole('heading', { name: 'Under Construction' })).toBeVisible();
  await expect(page.getByText('404', { exact: true })).toBeVisible();
});
