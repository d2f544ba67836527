import { loadChartEngine, formatSignPosition } from '@astro/astrology';
import { groundAnswer } from '../../_shared/chart-grounding';
import { sourcesOf } from '../../_shared/brain-assistant';
import { composeBrainPrompt } from '../compose-prompt';

const brain = {
  brain_id: 'moon-phase-coach',
  title: 'Moon Phase Coach',
  chart_slots: 0,
  brain: { system_prompt: 'You coach people on the lunar cycle.' },
};
const chunk = {
  chunk_id: 7,
  document_id: 'doc-1',
  title: 'The void-of-course Moon',
  source: 'Knowledge base',
  chunk_index: 0,
  content: 'The Moon is void of course from its last major aspect until it changes sign.',
};

describe('composeBrainPrompt', () => {
  it('puts numbered knowledge in the system message, then earlier turns, then the question', () => {
    const messages = composeBrainPrompt({
      brain,
      chunks: [chunk],
      history: [
        { id: '1', user_message: 'Hello', assistant: null, message_time: 't1' },
        { id: '2', user_message: null, assistant: { content: 'Hi there' }, message_time: 't2' },
        {
          id: '3',
          user_message: null,
          assistant: { content: 'Sorry', error: 'error' },
          message_time: 't3',
        },
      ],
      question: 'When is the Moon void?',
    });
    expect(messages[0]!.role).toBe('system');
    expect(messages[0]!.content).toContain('You coach people on the lunar cycle.');
    expect(messages[0]!.content).toContain(
      '[1] The void-of-course Moon (Knowledge base)\nThe Moon is void of course',
    );
    // Failed answers are not replayed to the model as if they had been said.
    expect(messages.slice(1)).toEqual([
      { role: 'user', content: 'Hello' },
      { role: 'assistant', content: 'Hi there' },
      { role: 'user', content: 'When is the Moon void?' },
    ]);
  });

  it('says so when no knowledge matched', () => {
    const [system] = composeBrainPrompt({ brain, chunks: [], history: [], question: 'Hi' });
    expect(system!.content).toContain('No excerpt of the app');
  });

  it('names the lessons the answer may cite, by title and slug', () => {
    const [system] = composeBrainPrompt({ brain, chunks: [], history: [], question: 'Hi' });
    expect(system!.content).toContain('The big three (the-big-three)');
    expect(system!.content).toContain('[Lesson: <title> › <section>]');
  });

  it('asks for a chart when the brain reads charts and none is attached', () => {
    const natal = { ...brain, brain_id: 'natal-chart-guide', chart_slots: 1 };
    const [system] = composeBrainPrompt({ brain: natal, chunks: [], history: [], question: 'Hi' });
    expect(system!.content).toContain('No chart is attached to this chat');
    const [plain] = composeBrainPrompt({ brain, chunks: [], history: [], question: 'Hi' });
    expect(plain!.content).not.toContain('No chart is attached');
  });

  it('puts the sky of the moment in the system message, computed by the shared engine', async () => {
    const now = new Date('2026-03-20T12:00:00Z');
    const grounding = await groundAnswer({ accessToken: 'unused', chartIds: [], sky: true, now });
    const [system] = composeBrainPrompt({
      brain: { ...brain, chart_slots: 1 },
      chunks: [],
      history: [],
      question: 'What is the sky like?',
      grounding,
    });
    const { computeChart } = await loadChartEngine();
    const sky = computeChart({ utc: now, lat: 0, lon: 0 });
    expect(system!.content).toContain('<sky name="Today\'s sky" at="2026-03-20T12:00Z">');
    expect(system!.content).toContain(`Sun ${formatSignPosition(sky.bodies.sun.lon)}`);
    expect(system!.content).toContain('write "transiting" before a body of the sky');
    expect(system!.content).not.toContain('No chart is attached');
  });

  it('records the sources with a short excerpt', () => {
    expect(sourcesOf([chunk])).toEqual([
      expect.objectContaining({ ref: 1, document_id: 'doc-1', title: 'The void-of-course Moon' }),
    ]);
  });
});
