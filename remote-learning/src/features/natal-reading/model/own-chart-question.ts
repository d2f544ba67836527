import { SIGNS as ZODIAC, type Sign } from '@astro/astrology';
import type { QuizQuestion, WorkedExampleStep } from '../../../content-schema/lesson-schema';
import { formatPosition, ordinal, pointInfo, type PointName } from '../../../lib/zodiac';
import { placementOf } from './chart-facts';
import type { ReadingChart } from './reading-chart';

/** A quiz question whose answer is read off the chart the worked example uses. */
export interface OwnChartQuestion extends QuizQuestion {
  kind: 'house' | 'sign';
  point: PointName;
  /** The answer on the chart: the point's house (null when the question is about its sign)… */
  house: number | null;
  /** …and its sign. */
  sign: Sign;
}

/** Each lesson asks about the point it dwells on. */
const QUESTION_POINT: Record<WorkedExampleStep, PointName> = {
  overview: 'sun',
  'big-three': 'moon',
  'chart-ruler': 'jupiter',
  balance: 'venus',
  houses: 'saturn',
  aspects: 'mars',
};

export const HOUSE_OPTIONS = Array.from({ length: 12 }, (_, i) => `${ordinal(i + 1)} house`);

/** "the Sun" and "the Moon", but "Saturn". */
function named(point: PointName): string {
  const label = pointInfo(point).label;
  return point === 'sun' || point === 'moon' ? `the ${label}` : label;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * "Which house is your Saturn in?", answered from the chart's houses, or, without a birth time
 * (and so without houses), "Which sign is your Moon in?" with four neighbouring signs to pick from.
 */
export function ownChartQuestion(
  chart: ReadingChart,
  step: WorkedExampleStep,
): OwnChartQuestion | null {
  const point = QUESTION_POINT[step];
  const placement = placementOf(chart, point);
  if (!placement) return null;
  const label = pointInfo(point).label;
  const whose = chart.source === 'saved' ? 'your' : 'the example chart’s';
  const where = `${capitalised(named(point))} is at ${formatPosition(placement.longitude)}`;
  const sign = placement.sign.label;
  if (placement.house !== null) {
    return {
      kind: 'house',
      point,
      house: placement.house,
      sign,
      question: `Which house is ${whose} ${label} in?`,
      options: HOUSE_OPTIONS,
      answerIndex: placement.house - 1,
      explanation: `${where}, past the cusp of the ${ordinal(placement.house)} house and before the next one, so it is in the ${ordinal(placement.house)} house.`,
    };
  }
  // The sign itself, its neighbours and its opposite, in zodiac order.
  const index = ZODIAC.indexOf(sign);
  const options = [index - 1, index, index + 1, index + 6]
    .map((i) => ((i % 12) + 12) % 12)
    .sort((a, b) => a - b)
    .map((i) => ZODIAC[i]);
  return {
    kind: 'sign',
    point,
    house: null,
    sign,
    question: `Which sign is ${whose} ${label} in?`,
    options,
    answerIndex: options.indexOf(sign),
    explanation: `${where}. Without a birth time there are no houses, but the sign is known.`,
  };
}
