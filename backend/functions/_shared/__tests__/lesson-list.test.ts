import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LESSONS } from '../lesson-list';

const CONTENT = join(__dirname, '../../../../remote-learning/content');

/** The course as the learning remote builds it: curriculum.yaml's order, each lesson's title. */
function lessonsOfContent(): [string, string][] {
  const lessons: [string, string][] = [];
  let module = '';
  for (const line of readFileSync(join(CONTENT, 'curriculum.yaml'), 'utf8').split('\n')) {
    const moduleSlug = /^ {2}- slug: (\S+)/.exec(line);
    if (moduleSlug) module = moduleSlug[1]!;
    const lessonSlug = /^ {6}- (\S+)/.exec(line);
    if (!lessonSlug) continue;
    const markdown = readFileSync(join(CONTENT, module, `${lessonSlug[1]}.md`), 'utf8');
    lessons.push([lessonSlug[1]!, /^title: (.+)$/m.exec(markdown)![1]!.trim()]);
  }
  return lessons;
}

describe('the lessons a brain may cite', () => {
  it('are the lessons of the learning content, in course order', () => {
    const lessons = lessonsOfContent();
    expect(lessons.length).toBeGreaterThan(20);
    expect(LESSONS).toEqual(lessons);
  });
});
