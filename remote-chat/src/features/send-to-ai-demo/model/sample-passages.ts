/** Original reference passages for trying Send-to-AI; each is marked with its own title. */
export interface SamplePassage {
  title: string;
  paragraphs: string[];
}

export const SAMPLE_PASSAGES: SamplePassage[] = [
  {
    title: 'The Saturn return',
    paragraphs: [
      'Saturn takes about 29.5 years to travel once around the zodiac, so it comes back to the degree it occupied at your birth at around ages 29, 58 and 88. Astrologers call this the Saturn return.',
      'Because Saturn is associated with structure, responsibility and time, the first return is traditionally read as the threshold of full adulthood: commitments made before it are tested, and the ones that still fit tend to become lasting foundations.',
      'The house Saturn occupies in the natal chart shows where this review is felt most strongly. A Saturn in the tenth house, for example, points the questions towards career and public standing.',
    ],
  },
  {
    title: 'Mercury retrograde',
    paragraphs: [
      'Three or four times a year Mercury appears to move backwards against the stars for about three weeks. Nothing about the planet changes; the effect comes from Earth overtaking Mercury on the inside of its orbit, as seen from our moving viewpoint.',
      'In traditional interpretation the retrograde period favours the words that begin with "re": reviewing, revising, reconnecting and repairing. Launching brand-new contracts is usually left until Mercury turns direct and passes the degree where the retrograde began.',
    ],
  },
  {
    title: 'The Moon and the four elements',
    paragraphs: [
      'The Moon changes sign roughly every two and a half days, moving through all four elements in about a week. Its sign describes the emotional tone of the moment more than any slower planet does.',
      'A fire Moon (Aries, Leo, Sagittarius) tends to react quickly and openly; an earth Moon (Taurus, Virgo, Capricorn) looks for comfort in routine and tangible things; an air Moon (Gemini, Libra, Aquarius) processes feelings by talking them through; a water Moon (Cancer, Scorpio, Pisces) feels deeply and remembers long.',
    ],
  },
  {
    title: 'Angular houses',
    paragraphs: [
      'The first, fourth, seventh and tenth houses begin at the four angles of the chart: the Ascendant, the Imum Coeli, the Descendant and the Midheaven. Planets placed in these angular houses are traditionally considered the most visible and active in a life.',
      'The Ascendant describes how you meet the world, the fourth house your roots and home, the seventh your close partnerships, and the tenth your vocation and reputation. Together they form the cross on which the rest of the chart hangs.',
    ],
  },
];
