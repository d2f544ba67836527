import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { DEMO_USER, expect, signIn, test } from '../fixtures/test';
import { calculateChart, saveChart } from './chart-helpers';
import { createConfirmedUser, signedInClient, type TestUser } from '../fixtures/users';

// The lesson sources, read directly so the tests know each quiz's answers and each lesson's text.
const CONTENT = join(__dirname, '..', '..', 'remote-learning', 'content');

interface LessonSource {
  slug: string;
  title: string;
  body: string;
  quiz: { question: string; options: string[]; answer: string }[];
}

const modules = (
  parse(readFileSync(join(CONTENT, 'curriculum.yaml'), 'utf8')) as {
    modules: { slug: string; lessons: string[] }[];
  }
).modules;
const lessons: LessonSource[] = modules.flatMap((module) =>
  module.lessons.map((slug) => {
    const [, frontMatter, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(
      readFileSync(join(CONTENT, module.slug, `${slug}.md`), 'utf8'),
    )!;
    const meta = parse(frontMatter) as Omit<LessonSource, 'slug' | 'body'>;
    return { slug, title: meta.title, quiz: meta.quiz, body };
  }),
);
const lessonBySlug = (slug: string) => {
  const lesson = lessons.find((candidate) => candidate.slug === slug);
  if (!lesson) throw new Error(`no lesson ${slug}`);
  return lesson;
};
const TOTAL_LESSONS = lessons.length;

async function signInAs(page: Page, user: TestUser | typeof DEMO_USER) {
  await signIn(page, user);
  await expect(page).not.toHaveURL(/\/login$/);
}

/** Answers a lesson's quiz: correctly, or with the given number of wrong answers first. */
async function answerQuiz(page: Page, slug: string, wrong = 0) {
  const quiz = page.getByRole('form', { name: 'Lesson quiz' });
  for (const [index, question] of lessonBySlug(slug).quiz.entries()) {
    const choice =
      index < wrong
        ? question.options.find((option) => option !== question.answer)!
        : question.answer;
    await quiz
      .locator(`[data-question="${index}"]`)
      .getByRole('radio', { name: choice, exact: true })
      .check();
  }
  await quiz.getByRole('button', { name: 'Check answers' }).click();
}

/** A body's sign, degree, minute and house as the positions table on the chart page shows them. */
async function positionOnChartPage(page: Page, body: string) {
  const row = page
    .getByRole('table', { name: 'Planet positions' })
    .locator(`[data-body="${body}"]`);
  // The sign cell starts with the sign's glyph.
  const sign = /([A-Z][a-z]+)\s*$/.exec(await row.locator('[data-column="sign"]').innerText())![1];
  const degree = (await row.locator('[data-column="degree"]').innerText()).trim();
  const minute = (await row.locator('[data-column="minute"]').innerText()).trim();
  const house = Number((await row.locator('[data-column="house"]').innerText()).trim());
  return { sign, position: `${degree}${minute} ${sign}`, house };
}

const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

test.describe('learning', () => {
  test('a lesson can be read and its quiz answered; progress survives a reload and a new browser context', async ({
    page,
    browser,
    baseURL,
  }) => {
    const user = await createConfirmedUser('learner');
    await signInAs(page, user);
    const slug = 'what-is-a-natal-chart';
    await page.goto(`/learning?lesson=${slug}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'What a natal chart is' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Key points' })).toBeVisible();
    await expect(page.locator('figure[data-illustration] svg[role="img"]')).toBeVisible();

    await answerQuiz(page, slug);
    const total = lessonBySlug(slug).quiz.length;
    await expect(
      page.getByRole('status').filter({ hasText: `You scored ${total} of ${total}.` }),
    ).toContainText('Lesson complete!');
    await expect(page.getByText('Your progress is saved.')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Correct.' })).toHaveCount(total);

    await page.reload();
    await expect(page.getByText('Completed', { exact: true })).toBeVisible();
    await expect(page.getByText(`Best quiz score ${total} of ${total}`)).toBeVisible();

    // Another device: a fresh browser context with no shared storage.
    const other = await browser.newContext({ baseURL });
    const otherPage = await other.newPage();
    await signInAs(otherPage, user);
    await otherPage.goto('/learning');
    await expect(otherPage.getByText(`1 of ${TOTAL_LESSONS} lessons completed`)).toBeVisible();
    const foundations = otherPage.locator('[data-module="foundations"]');
    await expect(foundations.getByText('1 of 5 lessons completed')).toBeVisible();
    await expect(foundations.locator('[data-lesson-status="Completed"]')).toHaveCount(1);
    await other.close();

    // The row is in the database, and the visit was counted in the user's feature usage.
    const client = await signedInClient(user);
    const { data: rows } = await client
      .from('lesson_progress')
      .select('lesson_slug, completed, quiz_score, quiz_total');
    expect(rows).toEqual([
      { lesson_slug: slug, completed: true, quiz_score: total, quiz_total: total },
    ]);
    const { data: profile } = await client
      .from('profiles')
      .select('feature_usage_stats')
      .eq('id', user.id)
      .single();
    expect(
      (profile?.feature_usage_stats as Record<string, number>).learning,
    ).toBeGreaterThanOrEqual(1);
  });

  test('each visit is counted once, under one name: the course, the brain page, a lesson', async ({
    page,
  }) => {
    const user = await createConfirmedUser('usage-once');
    await signInAs(page, user);
    const client = await signedInClient(user);
    const usage = async () => {
      const { data } = await client
        .from('profiles')
        .select('feature_usage_stats')
        .eq('id', user.id)
        .single();
      return (data?.feature_usage_stats ?? {}) as Record<string, number>;
    };

    // Each visit is awaited before the next page load, which would cancel a count not yet sent.
    await page.goto('/learning');
    await expect(page.getByRole('heading', { level: 1, name: 'Learning' })).toBeVisible();
    await expect.poll(async () => (await usage()).learning ?? 0).toBe(1);
    await page.goto('/learning/brain-info');
    await expect(page.getByRole('heading', { level: 1, name: 'About the Brains' })).toBeVisible();
    await expect.poll(async () => (await usage()).brain_info ?? 0).toBe(1);
    await page.goto('/learning?lesson=the-four-elements');
    await expect(page.getByRole('heading', { level: 1, name: 'The four elements' })).toBeVisible();
    await expect.poll(async () => (await usage()).learning_lesson ?? 0).toBe(1);
    await expect.poll(async () => (await usage()).learning ?? 0).toBe(2);
    // One more visit is the marker: a second count of any visit above was sent before it landed.
    await page.goto('/learning/brain-info');
    await expect(page.getByRole('heading', { level: 1, name: 'About the Brains' })).toBeVisible();
    await expect.poll(async () => (await usage()).brain_info ?? 0).toBe(2);
    const counted = await usage();
    expect(counted.learning).toBe(2);
    expect(counted.learning_lesson).toBe(1);
    expect(counted.brain_info).toBe(2);
    expect(counted.learning_brain_info).toBeUndefined();
  });

  test('continue where you left off: resumes the last lesson, then suggests the next one', async ({
    page,
  }) => {
    const user = await createConfirmedUser('resume');
    await signInAs(page, user);
    await page.goto('/learning');
    await expect(page.getByTestId('resume-button')).toHaveText('Start: What a natal chart is');

    await page.goto('/learning?lesson=the-four-elements');
    await expect(page.getByRole('heading', { level: 1, name: 'The four elements' })).toBeVisible();
    // A failed attempt records the visit but does not complete the lesson.
    await answerQuiz(page, 'the-four-elements', 4);
    await expect(page.getByRole('status').filter({ hasText: 'You scored 0 of 4.' })).toContainText(
      'You need 3 correct answers',
    );
    await expect(page.getByText('Your progress is saved.')).toBeVisible();

    await page.goto('/learning');
    await expect(page.getByText('You were reading “The four elements”.')).toBeVisible();
    await page.getByTestId('resume-button').click();
    await expect(page).toHaveURL(/lesson=the-four-elements$/);

    await answerQuiz(page, 'the-four-elements');
    await expect(page.getByText('Your progress is saved.')).toBeVisible();
    await page.goto('/learning');
    await expect(
      page.getByText('You finished “The four elements”. Next up is “The three modalities”.'),
    ).toBeVisible();
    await expect(page.getByTestId('resume-button')).toHaveText('Continue: The three modalities');
  });

  test('search finds a lesson by a word that appears only in its body', async ({ page }) => {
    const word = 'motorway';
    const matches = lessons.filter((lesson) => lesson.body.toLowerCase().includes(word));
    expect(matches.map((lesson) => lesson.slug)).toEqual(['retrograde-motion']);
    expect(matches[0].title.toLowerCase()).not.toContain(word);

    await signInAs(page, DEMO_USER);
    await page.goto('/learning');
    await page.getByRole('searchbox', { name: 'Search lessons' }).fill(word);
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('listitem')).toHaveCount(1);
    await expect(results.locator('mark')).toHaveText(word);
    await results.getByRole('link', { name: 'Retrograde motion' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Retrograde motion' })).toBeVisible();
    await expect(page.locator('[data-send-to-ai]')).toContainText(
      'overtaking a slower car on a motorway',
    );
  });

  test('with the chat remote down, a lesson still works fully and its text stays marked for Send-to-AI', async ({
    browser,
    baseURL,
  }) => {
    // The shell's service worker fetches remote entries itself, out of page.route's reach; without
    // it, every request for the chat remote goes through the route below and fails.
    const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
    const page = await context.newPage();
    const chatRequests: string[] = [];
    await page.route('**/remotes/chat/**', (route) => {
      chatRequests.push(route.request().url());
      return route.abort();
    });
    const user = await createConfirmedUser('offline-chat');
    await signInAs(page, user);
    await page.goto('/learning?lesson=the-big-three');
    await expect(page.getByRole('heading', { level: 1, name: 'The big three' })).toBeVisible();
    const marked = page.locator('[data-send-to-ai]');
    await expect(marked).toHaveCount(1);
    await expect(marked).toContainText('If you could learn only three things about a chart');
    // Without a saved chart, the worked example reads the example chart.
    await expect(
      page.getByRole('heading', { name: 'Worked example: the example chart' }),
    ).toBeVisible();
    await expect(page.getByText('Sun in Libra', { exact: false })).toBeVisible();

    await answerQuiz(page, 'the-big-three');
    await expect(page.getByText('Lesson complete!')).toBeVisible();
    await expect(page.getByText('Your progress is saved.')).toBeVisible();
    await page.getByRole('link', { name: /^Next: / }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'The chart ruler' })).toBeVisible();
    // The widget was requested from the chat remote and failed quietly.
    expect(chatRequests.length).toBeGreaterThan(0);
    await context.close();
  });

  test('the worked example reads the charts saved on /calculate, asks a question from the chosen one, and remembers the choice', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const user = await createConfirmedUser('own-chart');
    await signInAs(page, user);
    await page.goto('/learning?lesson=the-big-three');
    await expect(
      page.getByRole('heading', { name: 'Worked example: the example chart' }),
    ).toBeVisible();
    await expect(page.getByText('You have no saved chart yet')).toBeVisible();

    // A chart with a birth time, saved as a user saves it; its positions are read off its page.
    const timed = 'London afternoon';
    await page.goto('/calculate');
    await calculateChart(page, timed);
    const sun = await positionOnChartPage(page, 'sun');
    const moon = await positionOnChartPage(page, 'moon');
    expect(sun.position).toBe('24°27′ Taurus');
    await saveChart(page);

    await page.goto('/learning?lesson=the-big-three');
    const example = page.getByRole('region', { name: `Worked example: your chart “${timed}”` });
    await expect(example).toBeVisible();
    await expect(example).toContainText(
      `Sun in ${sun.sign} (${sun.position} in the ${ordinal(sun.house)} house)`,
    );
    await expect(example).toContainText(`Moon in ${moon.sign} (${moon.position}`);
    // With one chart there is nothing to choose.
    await expect(page.getByRole('combobox', { name: 'Chart to read' })).toHaveCount(0);

    // The question on the chart is answered from the chart's houses, and the wheel marks them.
    const question = example.getByRole('form', { name: 'Question on your chart' });
    await expect(
      question.getByRole('radiogroup', { name: 'Which house is your Moon in?' }),
    ).toBeVisible();
    const wrongHouse = (moon.house % 12) + 1;
    await question
      .getByRole('radio', { name: `${ordinal(wrongHouse)} house`, exact: true })
      .check();
    await question.getByRole('button', { name: 'Check answer' }).click();
    await expect(example.getByTestId('own-chart-feedback')).toContainText(
      `Not quite. The answer is: ${ordinal(moon.house)} house.`,
    );
    await expect(
      example.getByRole('img', {
        name: `Chart wheel of ${timed}, with Moon and the ${ordinal(moon.house)} house highlighted`,
      }),
    ).toHaveAttribute('data-highlight-house', String(moon.house));
    await question.getByRole('button', { name: 'Try again' }).click();
    await question
      .getByRole('radio', { name: `${ordinal(moon.house)} house`, exact: true })
      .check();
    await question.getByRole('button', { name: 'Check answer' }).click();
    await expect(example.getByTestId('own-chart-feedback')).toContainText('Correct.');

    // A second chart, without a birth time: the newest is read first, and asks for a sign.
    const noon = 'London, time unknown';
    await page.goto('/calculate');
    await calculateChart(page, noon, { timeUnknown: true });
    const noonMoon = await positionOnChartPage(page, 'moon');
    await saveChart(page);

    await page.goto('/learning?lesson=the-big-three');
    const chooser = page.getByRole('combobox', { name: 'Chart to read' });
    await expect(chooser).toBeVisible();
    const noonExample = page.getByRole('region', { name: `Worked example: your chart “${noon}”` });
    await expect(noonExample).toContainText('Rising sign: unknown without a birth time.');
    const signQuestion = noonExample.getByRole('form', { name: 'Question on your chart' });
    await expect(
      signQuestion.getByRole('radiogroup', { name: 'Which sign is your Moon in?' }),
    ).toBeVisible();
    await signQuestion.getByRole('radio', { name: noonMoon.sign, exact: true }).check();
    await signQuestion.getByRole('button', { name: 'Check answer' }).click();
    await expect(noonExample.getByTestId('own-chart-feedback')).toContainText('Correct.');

    // Choosing the first chart again is remembered across a reload.
    await chooser.selectOption({ label: timed });
    await expect(
      page.getByRole('region', { name: `Worked example: your chart “${timed}”` }),
    ).toContainText(`Sun in ${sun.sign} (${sun.position}`);
    await page.reload();
    await expect(
      page.getByRole('region', { name: `Worked example: your chart “${timed}”` }),
    ).toBeVisible();
    await expect(
      page.getByRole('combobox', { name: 'Chart to read' }).locator('option:checked'),
    ).toHaveText(timed);
  });

  test('the brain page explains each brain, its knowledge and what is sent, and links to /brains', async ({
    page,
  }) => {
    await signInAs(page, DEMO_USER);
    await page.goto('/learning/brain-info');
    await expect(page.getByRole('heading', { level: 1, name: 'About the Brains' })).toBeVisible();
    const guide = page.locator('[data-brain="natal-chart-guide"]');
    await expect(guide.getByRole('heading', { name: 'Natal Chart Guide' })).toBeVisible();
    await expect(guide.getByText('The big three')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'How answers are grounded and cited' }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'What is sent to the AI provider' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Open the brains' }).click();
    await expect(page).toHaveURL(/\/brains$/);
  });
});
