-- The brains' catalogue and their knowledge: original reference text written for this app.
-- Each document is chunked and indexed by the trigger of 0006. Idempotent (fixed ids, "do
-- nothing" on conflict), so a document edited later by an admin is never overwritten here.
-- The four brains the demo seed also lists are defined identically in both places.

insert into public.wizard_brains (brain_id, title, featured_order, brain) values
  ('natal-chart-guide', 'Natal Chart Guide', 1, jsonb_build_object(
    'snippet_emoji', '🌞',
    'description', 'Walks you through your birth chart: Sun, Moon and Ascendant first, then planets, houses and aspects.',
    'system_prompt', 'You are a patient astrology teacher. Explain natal chart placements in plain language, start with the Sun, Moon and Ascendant, and always say which house and sign a placement is in before interpreting it. Present astrology as a reflective tool, never as certain prediction, and never give medical, legal or financial advice.')),
  ('transit-tracker', 'Transit Tracker', 2, jsonb_build_object(
    'snippet_emoji', '🪐',
    'description', 'Explains how the planets moving today interact with the planets in your birth chart.',
    'system_prompt', 'You explain astrological transits. When the user gives a date and a natal placement, describe the aspect formed, its traditional meaning, and how long it typically lasts. Keep answers short, concrete and free of fatalism.')),
  ('relationship-synastry', 'Relationship Synastry', 3, jsonb_build_object(
    'snippet_emoji', '💞',
    'description', 'Compares two charts and describes where two people harmonise and where they need patience.',
    'system_prompt', 'You compare two natal charts (synastry). Discuss Venus, Mars, Moon and the Ascendant first, name each inter-chart aspect and its orb, and describe both strengths and friction points with kindness. Do not tell people whether to stay together.')),
  ('moon-phase-coach', 'Moon Phase Coach', 5, jsonb_build_object(
    'snippet_emoji', '🌙',
    'description', 'Connects the current lunar phase and sign to journaling prompts and gentle routines.',
    'system_prompt', 'You coach people on working with the lunar cycle. Given a date, name the Moon phase and sign, explain their traditional symbolism, and suggest one journaling prompt and one simple routine. Keep a calm, encouraging tone.')),
  ('astrology-teacher', 'Astrology Teacher', 8, jsonb_build_object(
    'snippet_emoji', '🎓',
    'description', 'Teaches astrology from the ground up: the zodiac, planets, dignities, houses and how to practise.',
    'system_prompt', 'You are a clear, encouraging astrology teacher for beginners and intermediate students. Explain one idea at a time, define every technical term the first time you use it, separate astronomical facts from astrological tradition, and end with a short exercise the student can try on their own chart.')),
  ('authors-works', 'The Author''s Works', 9, jsonb_build_object(
    'snippet_emoji', '📚',
    'description', 'A guide to the books, articles and podcast episodes published in the app''s Works section.',
    'system_prompt', 'You are the guide to the author''s published works in this app. Answer from the works themselves: summarise them faithfully, say which work an idea comes from, and suggest which piece to read or hear next. If a question goes beyond the works, say so plainly before adding general astrology knowledge.'))
on conflict (brain_id) do nothing;

insert into public.brain_documents (id, brain_id, title, source, content)
select v.id::uuid, v.brain_id, v.title, v.source, btrim(v.content, E' \n') from (values

-- Natal chart interpreter ----------------------------------------------------------------------
('3c0e5a10-7b61-4d0a-8f00-000000000101', 'natal-chart-guide', 'Reading a placement: planet, sign and house', 'Astro App knowledge base', $doc$
Every placement in a birth chart is read as a short sentence with three parts. The planet says what kind of energy or drive is involved, the sign says in what style it is expressed, and the house says in which area of life it shows up most. Mars in Virgo in the tenth house, for example, is assertive drive (Mars) expressed carefully and precisely (Virgo) in career and public standing (tenth house).

Start any interpretation with the Sun, the Moon and the Ascendant. The Sun shows what gives a person vitality and purpose, the Moon shows emotional needs and habits of comfort, and the Ascendant shows the manner in which someone approaches new situations. Only then add the personal planets Mercury (thinking and speaking), Venus (values, affection, taste) and Mars (desire, courage, anger), followed by Jupiter and Saturn and finally the outer planets.

The ruler of the Ascendant, called the chart ruler, deserves special attention. If Libra rises, Venus rules the chart, and the sign and house of Venus colour the whole life story. A planet close to one of the four angles (within about five degrees of the Ascendant, Descendant, Midheaven or Imum Coeli) is called angular and is usually prominent in a person's character.

A chart describes potentials and tensions, not fixed outcomes. A helpful reading names both the gift and the challenge of a placement and leaves the person room to decide what to do with it.
$doc$),
('3c0e5a10-7b61-4d0a-8f00-000000000102', 'natal-chart-guide', 'The four angles of the chart', 'Astro App knowledge base', $doc$
The four angles are the most time-sensitive points of a chart. The Ascendant is the degree of the zodiac rising on the eastern horizon at the moment and place of birth; opposite it, the Descendant is the degree setting in the west. The Midheaven (Medium Coeli, MC) is the degree of the ecliptic culminating on the meridian, the highest point the Sun's path reaches; opposite it lies the Imum Coeli (IC).

The Ascendant begins the first house and describes the body, temperament and first impressions. The Descendant begins the seventh house and describes partners and how a person meets others one to one. The Midheaven is linked with vocation, reputation and public direction, and the IC with home, family, ancestry and private foundations.

Because the sky turns once a day, the angles move roughly one degree every four minutes. A birth time that is off by twenty minutes can move the Ascendant by about five degrees and may change its sign. When the birth time is unknown, the app draws a noon chart and hides the houses and angles rather than guess them.
$doc$),
('3c0e5a10-7b61-4d0a-8f00-000000000103', 'natal-chart-guide', 'Aspects and orbs', 'Astro App knowledge base', $doc$
Aspects are the angles between two planets measured along the zodiac. The five major (Ptolemaic) aspects are the conjunction at 0 degrees, the sextile at 60, the square at 90, the trine at 120 and the opposition at 180. Conjunctions blend two energies; sextiles offer opportunities that need a little effort; squares create friction that pushes for action; trines flow easily and can be taken for granted; oppositions ask for balance between two sides of life.

The orb is how far from exact an aspect may be and still count. Common practice allows about 8 degrees for conjunctions and oppositions, 6 to 8 for squares and trines and about 4 to 6 for sextiles, with a couple of extra degrees when the Sun or Moon is involved. The tighter the orb, the stronger the aspect is felt.

Minor aspects include the quincunx or inconjunct at 150 degrees, which links signs that share neither element nor modality and often calls for constant adjustment, and the semi-sextile at 30 degrees. They are read with small orbs of 2 to 3 degrees.

An aspect is applying when the faster planet is still moving towards exactness and separating when it has passed it. In a natal chart the distinction is subtle; in transits and in horary astrology it matters a great deal.
$doc$),
('3c0e5a10-7b61-4d0a-8f00-000000000104', 'natal-chart-guide', 'Elements, modalities and chart balance', 'Astro App knowledge base', $doc$
Each sign belongs to one of four elements. Fire signs (Aries, Leo, Sagittarius) are enthusiastic and spontaneous, earth signs (Taurus, Virgo, Capricorn) are practical and steady, air signs (Gemini, Libra, Aquarius) are communicative and conceptual, and water signs (Cancer, Scorpio, Pisces) are emotional and intuitive.

Each sign also has a modality. Cardinal signs (Aries, Cancer, Libra, Capricorn) begin the seasons and like to initiate. Fixed signs (Taurus, Leo, Scorpio, Aquarius) sit in the middle of the seasons and like to sustain and persist. Mutable signs (Gemini, Virgo, Sagittarius, Pisces) end the seasons and like to adapt and change.

Counting the planets and angles by element and modality gives a quick picture of a chart's balance. Many planets in one element show a strong natural mode; an element with no planets at all is not a deficiency but often an area a person consciously works at or seeks out in other people. Give the Sun, Moon and Ascendant more weight than the outer planets, which stay in one sign for years and are shared by a whole generation.
$doc$),

-- Transits ---------------------------------------------------------------------------------------
('3c0e5a10-7b61-4d0a-8f00-000000000201', 'transit-tracker', 'How transits work and how long they last', 'Astro App knowledge base', $doc$
A transit is an aspect that a planet in the sky today makes to a point in the birth chart. Transits are read with tight orbs, usually 1 to 2 degrees for the slow planets, because the planets keep moving. The meaning combines the transiting planet (what arrives), the natal planet it touches (what part of the person is activated), and the houses involved.

How long a transit lasts depends on the speed of the transiting planet. The Moon crosses a sign in about two and a half days, so its transits last hours. The Sun moves about one degree a day, and Mercury and Venus move at a similar average pace, so their transits last a few days. Mars usually spends six to eight weeks in a sign (months around its retrograde), so its transits last about a week.

The slow planets carry the long themes. Jupiter takes about 12 years to go round the zodiac and spends about a year in each sign. Saturn takes about 29.5 years and spends about two and a half years per sign. Uranus takes 84 years, Neptune about 165 and Pluto about 248, so their transits to a personal planet can unfold over one to two years.

Because of retrograde motion, a slow planet often makes the same aspect three times: once moving forward, once backward and once forward again. The first pass tends to raise a theme, the second revisits it and the third settles it.
$doc$),
('3c0e5a10-7b61-4d0a-8f00-000000000202', 'transit-tracker', 'Retrograde planets and stations', 'Astro App knowledge base', $doc$
A planet is retrograde when, seen from Earth, it appears to move backwards through the zodiac. Nothing in the solar system reverses; the effect comes from Earth overtaking an outer planet, or an inner planet overtaking Earth, on their orbits. Just before and after a retrograde the planet seems to stand still; these moments are called stations, and a transit made by a stationing planet is felt strongly because the planet lingers on the same degree.

Mercury turns retrograde about three times a year for roughly three weeks, traditionally a time to review, revise and double-check plans, messages and travel. Venus is retrograde about every 18 months for around six weeks, associated with reassessing relationships, money and values. Mars is retrograde about every 26 months for roughly two to two and a half months, a time when drive turns inward and old conflicts resurface.

Jupiter, Saturn, Uranus, Neptune and Pluto are retrograde for about four to five months every year, so a retrograde outer planet is ordinary rather than alarming. A retrograde is best described as a period that favours the words beginning with "re": review, reconsider, repair, reconnect.
$doc$),
('3c0e5a10-7b61-4d0a-8f00-000000000203', 'transit-tracker', 'The great cycles: returns, squares and oppositions', 'Astro App knowledge base', $doc$
Some transits happen to everyone at about the same age because they follow the cycles of the slow planets. The Jupiter return, when Jupiter comes back to its natal position, happens about every 12 years, around ages 12, 24, 36, 48, 60 and 72, and is often a season of growth, study, travel or a widening of horizons.

The Saturn return happens first around ages 29 to 30 and again around 58 to 59. It is associated with taking stock, accepting adult responsibility, and keeping only the commitments that are truly one's own. Between returns, Saturn squares its natal place around ages 7, 21 to 22 and 36 to 37, and opposes it around ages 14 to 15 and 44; each of these marks a step in the same long story of structure and maturity.

The Uranus opposition, around age 42, belongs to the classic mid-life period and often brings a wish for freedom and authenticity. The Chiron return, around age 50, is linked with making peace with old wounds. Describe these cycles as developmental stages that invite reflection, never as events that must happen.
$doc$),

-- Relationships and synastry -------------------------------------------------------------------
('3c0e5a10-7b61-4d0a-8f00-000000000301', 'relationship-synastry', 'Synastry step by step', 'Astro App knowledge base', $doc$
Synastry compares two birth charts by laying one over the other. Two kinds of contact are read. Inter-aspects are the aspects one person's planets make to the other person's planets and angles; they are usually read with orbs of about 5 to 6 degrees for the major aspects. House overlays show where one person's planets fall in the other person's houses: the partner whose Venus lands in your fourth house may feel like home, while a partner's Mars in your seventh house energises partnership itself.

A practical order is: Sun and Moon contacts (basic recognition and emotional comfort), Moon to Moon (shared daily rhythms), Venus and Mars contacts (affection, attraction and pace), contacts to the Ascendant and Descendant (how natural it feels to be together), Mercury contacts (ease of conversation), and finally Saturn contacts. Saturn ties are often the glue of long relationships, giving loyalty and seriousness, but they can also feel heavy or critical if they are the only strong link.

No single aspect makes or breaks a relationship. Look for repeated themes, for example several contacts between one person's Moon and the other's Venus, and describe both what flows and what needs patience.
$doc$),
('3c0e5a10-7b61-4d0a-8f00-000000000302', 'relationship-synastry', 'Composite charts and the Davison relationship chart', 'Astro App knowledge base', $doc$
Besides synastry, two techniques draw one chart for the relationship itself. The composite chart takes the midpoint of each pair of matching planets, such as the midpoint of the two Suns and the midpoint of the two Moons, always using the shorter arc between them. Its houses are usually built from the midpoint of the two Midheavens. The composite chart was introduced in the 1970s and made popular by Robert Hand's work on composite charts. Because it is made of midpoints, a composite chart can show combinations that cannot occur in a real sky, such as Venus far from the Sun.

The Davison relationship chart, introduced by the British astrologer Ronald Davison in the 1970s, takes a different route: it finds the moment exactly halfway between the two birth dates and times, and the place halfway between the two birthplaces in latitude and longitude, and casts an ordinary chart for that moment and place. A Davison chart is therefore a real sky that can be progressed and that receives transits like any natal chart.

Composite and Davison charts usually tell a similar story. Read them as the personality of the relationship: what the couple does together, what it needs, and where it is likely to meet tests, rather than as a verdict on either person.
$doc$),
('3c0e5a10-7b61-4d0a-8f00-000000000303', 'relationship-synastry', 'Reading difficult contacts with care', 'Astro App knowledge base', $doc$
Hard aspects between two charts, such as one person's Mars squaring the other's Saturn or one person's Moon opposing the other's Pluto, describe pressure points rather than doom. Mars to Saturn can feel like one partner's initiative meeting the other's caution; talking about timing and pace turns it into a useful brake and accelerator. Moon to Pluto can bring deep emotional intensity and questions of control; it asks for honesty and respect for each other's privacy.

Easy aspects have a shadow too. Many trines between two charts make a relationship comfortable, but sometimes so comfortable that nobody grows. A healthy reading names what each aspect offers and what it asks.

Synastry never tells anyone whether to stay in or leave a relationship, and it is not a test of compatibility to be passed or failed. Where a question touches on safety, abuse or a crisis, the answer should gently point to trusted people and professional help.
$doc$),

-- Astrology teacher ----------------------------------------------------------------------------
('3c0e5a10-7b61-4d0a-8f00-000000000401', 'astrology-teacher', 'The zodiac, the ecliptic and precession', 'Astro App knowledge base', $doc$
The ecliptic is the apparent yearly path of the Sun against the stars, the plane of Earth's orbit seen from Earth. The zodiac is the band around it, divided into twelve signs of exactly 30 degrees each, so a position such as 15 degrees Taurus means 45 degrees of longitude from the start of Aries.

Western astrology mostly uses the tropical zodiac, which is tied to the seasons: 0 degrees Aries is the point where the Sun crosses the celestial equator at the March equinox, 0 degrees Cancer is the June solstice, 0 degrees Libra the September equinox and 0 degrees Capricorn the December solstice. Indian (Jyotish) astrology and some Western astrologers use a sidereal zodiac, tied to the fixed stars.

The two zodiacs drift apart because of the precession of the equinoxes: Earth's axis slowly wobbles, and the equinox point slides backwards against the stars by about one degree every 72 years, a full circle in roughly 25,800 years. Today the difference between the zodiacs, called the ayanamsa, is about 24 degrees, so many people have a different Sun sign in the sidereal zodiac. Neither is an error: they measure from different starting points.

The signs are not the same as the constellations that share their names. The constellations have unequal sizes, and the ecliptic also passes through Ophiuchus, which is why a "thirteenth sign" appears in the news from time to time. The tropical signs are equal divisions of the year, not star pictures.
$doc$),
('3c0e5a10-7b61-4d0a-8f00-000000000402', 'astrology-teacher', 'Planets, rulerships and essential dignities', 'Astro App knowledge base', $doc$
Astrology uses ten planets, counting the Sun and Moon as "lights". The personal planets (Sun, Moon, Mercury, Venus, Mars) move quickly and describe individual character. Jupiter and Saturn, the social planets, describe growth and structure. The outer planets were discovered with telescopes: Uranus in 1781, Neptune in 1846 and Pluto in 1930; they move slowly and are often read as generational themes.

Each sign has a ruling planet, the planet said to be at home there. In the traditional scheme the Sun rules Leo, the Moon rules Cancer, Mercury rules Gemini and Virgo, Venus rules Taurus and Libra, Mars rules Aries and Scorpio, Jupiter rules Sagittarius and Pisces, and Saturn rules Capricorn and Aquarius. Modern astrologers often give Scorpio to Pluto, Aquarius to Uranus and Pisces to Neptune as co-rulers.

A planet in the sign opposite its home is in detriment. Each of the traditional planets also has a sign of exaltation, where it is honoured like a guest, and the opposite sign of fall: the Sun is exalted in Aries (fall in Libra), the Moon in Taurus (Scorpio), Mercury in Virgo (Pisces), Venus in Pisces (Virgo), Mars in Capricorn (Cancer), Jupiter in Cancer (Capricorn) and Saturn in Libra (Aries). Dignity describes how easily a planet can express its nature, not whether a person is good or bad.
$doc$),
('3c0e5a10-7b61-4d0a-8f00-000000000403', 'astrology-teacher', 'House systems compared', 'Astro App knowledge base', $doc$
All house systems divide the sky into twelve sectors, but they draw the lines differently. Whole Sign houses, the oldest system, used in Hellenistic astrology, make the entire rising sign the first house, the next sign the second house, and so on; the Ascendant degree is then a sensitive point inside the first house.

Equal houses start at the Ascendant degree and give every house exactly 30 degrees. Porphyry divides each of the four quadrants between the angles into three equal parts. Placidus, the most widely used system in modern Western astrology, divides the time it takes each degree to move from the horizon to the meridian, and Koch uses a related time-based method; both make houses of unequal size.

Placidus and Koch cannot be calculated for every moment beyond the polar circles (above about 66 degrees of latitude), because some degrees of the ecliptic never rise or set there. Whole Sign and Equal houses work at every latitude. Different systems can move a planet into a neighbouring house; when that happens, read the planet as linked to both areas of life, and compare how each reading fits the person's experience.
$doc$),
('3c0e5a10-7b61-4d0a-8f00-000000000404', 'astrology-teacher', 'A study path for new astrologers', 'Astro App knowledge base', $doc$
A good way to learn is to move in layers and to practise on charts you know well: your own, and the charts of people who agree to share their birth data. First learn the twelve signs through their element, modality and ruling planet. Then learn what each planet signifies, then the twelve houses, and only then the aspects.

Practise by writing one sentence per placement (planet, sign, house), then one sentence per tight aspect. After that, look for themes that repeat: the same idea shown three times in a chart is more reliable than any single placement.

When you start with transits, follow one slow planet for a year, for example Saturn moving over a natal planet, and keep notes on what you notice. Keep separating three kinds of statement: astronomical facts (where the planets are), traditional meanings (what astrologers have said about them), and your own interpretation. Honest astrologers say which is which.
$doc$),

-- Moon phases and rituals ----------------------------------------------------------------------
('3c0e5a10-7b61-4d0a-8f00-000000000501', 'moon-phase-coach', 'The eight phases of the Moon', 'Astro App knowledge base', $doc$
The Moon's phase depends on the angle between the Sun and the Moon as seen from Earth. The cycle from one new Moon to the next, the synodic month, lasts about 29.53 days; the Moon's trip around the zodiac back to the same star, the sidereal month, takes about 27.32 days.

Many astrologers divide the cycle into eight phases of 45 degrees each. New Moon (0 to 45 degrees): seeds and intentions. Waxing crescent (45 to 90): gathering courage and resources. First quarter (90 to 135): the first obstacles and decisive action. Waxing gibbous (135 to 180): refining and adjusting. Full Moon (180 to 225): culmination, visibility and seeing results. Waning gibbous, also called disseminating (225 to 270): sharing what was learned. Last quarter (270 to 315): reassessing and letting go of what does not work. Balsamic or waning crescent (315 to 360): rest, release and preparation for the next cycle.

The sign the Moon is in adds a flavour to each phase; a new Moon in Virgo suits practical intentions about routines and health, a full Moon in Leo highlights creativity and recognition. A person's natal lunar phase, the phase under which they were born, is also read as part of their temperament.
$doc$),
('3c0e5a10-7b61-4d0a-8f00-000000000502', 'moon-phase-coach', 'Eclipses and the lunar nodes', 'Astro App knowledge base', $doc$
The Moon's orbit is tilted by about five degrees to the ecliptic. The two points where it crosses the ecliptic are the lunar nodes: the North Node, where the Moon crosses going north, and the South Node opposite it. Eclipses happen only when a new or full Moon falls near the nodes: a solar eclipse at a new Moon, a lunar eclipse at a full Moon.

This alignment comes round roughly every six months (about every 173 days), so eclipses arrive in eclipse seasons, usually with two or three eclipses about two weeks apart. The nodes move backwards through the zodiac and complete a full circle in about 18.6 years. Similar eclipses repeat after one Saros cycle of about 18 years and 11 days.

Astrologers read eclipses as stronger versions of new and full Moons, marking beginnings and endings in the areas of the chart where they fall, especially when they land within a few degrees of a natal planet or angle. Traditional advice is to observe and reflect around an eclipse rather than force new starts on the day itself.
$doc$),
('3c0e5a10-7b61-4d0a-8f00-000000000503', 'moon-phase-coach', 'The void-of-course Moon', 'Astro App knowledge base', $doc$
The Moon is void of course from the moment it makes its last major aspect (conjunction, sextile, square, trine or opposition) to another planet in its current sign until it enters the next sign. A void can last a few minutes or, occasionally, more than a day, because the Moon may have no aspects left to make for a long stretch of its passage through a sign.

In traditional electional astrology, a void-of-course Moon is a poor time to begin important ventures, sign contracts or launch projects, with the saying that "nothing will come of the matter". Many astrologers instead use void periods for routine tasks, rest, tidying up, reflection and finishing things already under way.

Void-of-course times depend only on the sky, so they are the same for everyone, although the clock time differs by time zone. Treat them as a gentle timing hint, never as a reason to miss something that matters.
$doc$),
('3c0e5a10-7b61-4d0a-8f00-000000000504', 'moon-phase-coach', 'Simple lunar rituals and journaling prompts', 'Astro App knowledge base', $doc$
Lunar rituals work best when they are short, regular and personal. At the new Moon, write down one to three intentions in the present tense, each small enough to act on within the month. At the first quarter, note one obstacle that appeared and one step you took anyway. At the full Moon, write what has come to light, what you are grateful for, and what feels complete. At the last quarter, choose one habit, object or commitment to release.

Journaling prompts by phase: New Moon, "What do I want to grow this month?" First quarter, "What is asking for a decision?" Full Moon, "What can I see now that I could not see before?" Last quarter, "What am I ready to put down?" Balsamic Moon, "Where do I need rest?"

Simple routines can mark the phases: a short walk under the full Moon, clearing a desk or a drawer at the waning Moon, or a quiet cup of tea while reviewing intentions at the new Moon. If you light candles, never leave them unattended. Rituals are tools for attention and reflection; they are not a substitute for medical or psychological care.
$doc$),

-- The author's works ---------------------------------------------------------------------------
('3c0e5a10-7b61-4d0a-8f00-000000000601', 'authors-works', 'About the Works section', 'The author''s works', $doc$
The Works section of the app collects the author's articles, a podcast series and book chapters. They share one approach: accurate astronomy first, astrology as a language for reflection second, and a clear line between what is measured in the sky and what is interpreted. The works are written for curious beginners and for practising astrologers who want to check their technique against the actual sky.

Current works: the article "Reading Your First Natal Chart", a beginner's route through a birth chart; the article "Arcturus: The Guardian of the Bear" on the astronomy and lore of the star Arcturus; the article "Why Birth Time Matters" on how minutes change the Ascendant and houses; and episode 1 of the podcast "Conversations With the Stars", on how astrology and astronomy parted ways. A piece on Saturn returns is in preparation and not yet published.
$doc$),
('3c0e5a10-7b61-4d0a-8f00-000000000602', 'authors-works', 'Reading Your First Natal Chart (article summary)', 'The author''s works', $doc$
"Reading Your First Natal Chart" is a step-by-step route through a birth chart for complete beginners. It begins with the wheel itself: the horizontal line is the horizon at the birthplace, with the Ascendant on the left and the Descendant on the right, and the vertical axis points to the Midheaven at the top.

The article then asks the reader to find only three things: the Sun, the Moon and the sign on the Ascendant, which together give a first sketch of what drives a person, what they need and how they meet the world. Only after that does it add the other planets, each read as "this kind of energy, expressed in this style (sign), in this area of life (house)". Aspects, the angles between planets, come last, as the way parts of the chart talk to each other.

Readers who finish it are pointed to the app's lessons on the houses and to "Why Birth Time Matters".
$doc$),
('3c0e5a10-7b61-4d0a-8f00-000000000603', 'authors-works', 'Arcturus: The Guardian of the Bear (article summary)', 'The author''s works', $doc$
"Arcturus: The Guardian of the Bear" combines the astronomy and the lore of Arcturus, the brightest star of the northern celestial hemisphere and the fourth-brightest star of the night sky. Arcturus is an orange giant about 37 light-years away in the constellation Boötes, the Herdsman. To find it, follow the curve of the Big Dipper's handle away from the bowl: "arc to Arcturus".

Its name comes from the Greek for "guardian of the bear", because it seems to follow the Great Bear, Ursa Major, around the celestial pole. In traditional astrology, Arcturus was associated with prosperity earned through steady effort and with the courage to take an unusual path. The article keeps the two kinds of knowledge apart: magnitude and distance are measurements, the meanings are inherited tradition.
$doc$),
('3c0e5a10-7b61-4d0a-8f00-000000000604', 'authors-works', 'Why Birth Time Matters and Conversations With the Stars (summaries)', 'The author''s works', $doc$
"Why Birth Time Matters" explains that the Earth turns a full circle in a day, so the sign on the eastern horizon changes roughly every two hours and each degree of the Ascendant passes in about four minutes. When the birth time is unknown, the app draws a noon chart and hides the houses and angles because they would be guesses. Planet signs stay reliable for most people, except the fast Moon, which may change sign during the day of birth.

Episode 1 of the podcast "Conversations With the Stars" follows the shared history of astronomy and astrology. For most of history the same people measured the sky and interpreted it, from Babylonian observers through Ptolemy, whose Almagest and Tetrabiblos covered astronomy and astrology respectively, to Johannes Kepler, who cast horoscopes for a living while discovering the laws of planetary motion. The episode ends with the split between the two disciplines in the seventeenth century.
$doc$)
) as v (id, brain_id, title, source, content)
on conflict (id) do nothing;
