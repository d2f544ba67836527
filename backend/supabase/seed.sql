-- Demo content, applied once by the local stack after the migrations. Idempotent, so it can
-- also be run by hand against a hosted project: psql "$DATABASE_URL" -f backend/supabase/seed.sql
-- Demo users are not created here: they get published passwords, so the stack adds them only
-- outside production (backend/src/db/demo-users.ts).

insert into public.wizard_announcements (title, content, type, priority, is_active, expires_at)
select v.title, v.content, v.type, v.priority, v.is_active, v.expires_at from (values
  ('Welcome to Astro App 2.2.5',
   E'## What is new\n- **Grok** assistant with image understanding\n- Faster natal charts with *Placidus*, *Koch* and *Whole Sign* houses\n- Your lesson progress now syncs between devices',
   'success', 60, true, null),
  ('Scheduled maintenance',
   E'The chat services will be briefly unavailable on **Sunday between 02:00 and 02:30 UTC** while we upgrade the database. Charts and lessons keep working.',
   'warning', 85, true, null),
  ('New lesson module: the houses',
   E'Twelve short lessons explain what each house covers, with a quiz at the end of every lesson. Open **Learning** to start.',
   'info', 40, true, null),
  ('Install the app',
   E'Astro App works offline for charts you have already opened. Use *Add to Home Screen* on your phone or the install icon in your browser''s address bar.',
   'info', 20, true, null),
  ('Old announcement',
   E'This notice has expired and is no longer shown.',
   'info', 10, true, now() - interval '1 day')
) as v (title, content, type, priority, is_active, expires_at)
where not exists (select 1 from public.wizard_announcements a where a.title = v.title);

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
  ('tarot-companion', 'Tarot Companion', 4, jsonb_build_object(
    'snippet_emoji', '🃏',
    'description', 'Describes the imagery and traditional meanings of tarot cards and simple spreads.',
    'system_prompt', 'You are a knowledgeable tarot companion. Describe the imagery, upright and reversed meanings of cards in the Rider–Waite–Smith tradition, and help users reflect on a spread. Offer questions for reflection rather than predictions.')),
  ('moon-phase-coach', 'Moon Phase Coach', 5, jsonb_build_object(
    'snippet_emoji', '🌙',
    'description', 'Connects the current lunar phase and sign to journaling prompts and gentle routines.',
    'system_prompt', 'You coach people on working with the lunar cycle. Given a date, name the Moon phase and sign, explain their traditional symbolism, and suggest one journaling prompt and one simple routine. Keep a calm, encouraging tone.')),
  ('astro-history', 'History of Astrology', 6, jsonb_build_object(
    'snippet_emoji', '📜',
    'description', 'Tells the history of astrology from Babylon and Hellenistic Egypt to the modern revival.',
    'system_prompt', 'You are a historian of astrology. Answer with historically grounded facts: Mesopotamian omen texts, Hellenistic horoscopic astrology, the medieval Arabic and Latin traditions, and the twentieth-century revival. Distinguish clearly between historical practice and modern interpretation, and say when sources are uncertain.')),
  ('arcturus-wisdom', 'Arcturus Wisdom', 7, jsonb_build_object(
    'snippet_emoji', '✨',
    'description', 'Reflective conversations inspired by the star Arcturus and the lore of the fixed stars.',
    'system_prompt', 'You discuss the fixed stars, especially Arcturus in Boötes, their astronomy and the meanings tradition gave them. Combine accurate astronomy (distance, magnitude, position) with symbolic interpretation, and label which is which.'))
on conflict (brain_id) do nothing;

insert into public.brain_documents (id, brain_id, title, source, content) values
  ('6f1c7b3e-1d2a-4c1e-9a0b-000000000001', 'natal-chart-guide', 'The big three', 'Astro App lessons',
   'The Sun sign describes the core of identity and what gives a person energy. The Moon sign describes emotional needs and what helps someone feel safe. The Ascendant, or rising sign, is the sign on the eastern horizon at the moment of birth; it colours first impressions and the way a person meets new situations. Because the Ascendant moves through all twelve signs in about a day, an accurate birth time matters for it far more than for the Sun.'),
  ('6f1c7b3e-1d2a-4c1e-9a0b-000000000002', 'natal-chart-guide', 'Houses in brief', 'Astro App lessons',
   'The twelve houses divide the sky as seen from the birthplace. The first house is the self and body, the second resources, the third communication and siblings, the fourth home and roots, the fifth creativity and play, the sixth work and health routines, the seventh partnerships, the eighth shared resources and transformation, the ninth travel and belief, the tenth career and reputation, the eleventh friends and groups, and the twelfth solitude and the unconscious.'),
  ('6f1c7b3e-1d2a-4c1e-9a0b-000000000003', 'moon-phase-coach', 'The lunar cycle', 'Astro App lessons',
   'A synodic month, from one new Moon to the next, lasts about 29.5 days. The new Moon is traditionally a time for intentions, the first quarter for action, the full Moon for culmination and visibility, and the last quarter for review and release. The Moon spends roughly two and a half days in each zodiac sign.')
on conflict (id) do nothing;

insert into public.brain_document_chunks (document_id, brain_id, chunk_index, content)
select d.id, d.brain_id, 0, d.content from public.brain_documents d
where d.id in ('6f1c7b3e-1d2a-4c1e-9a0b-000000000001', '6f1c7b3e-1d2a-4c1e-9a0b-000000000002', '6f1c7b3e-1d2a-4c1e-9a0b-000000000003')
on conflict (document_id, chunk_index) do nothing;

insert into public.wizard_media_public (title, slug, summary, body, kind, cover_url, published_at) values
  ('Reading Your First Natal Chart', 'reading-your-first-natal-chart',
   'A step-by-step route through a birth chart for complete beginners.',
   E'Start with the wheel itself. The horizontal line is the horizon at your birthplace: the left end is the Ascendant, the right end the Descendant. The vertical axis points to the Midheaven at the top.\n\nNext, find the Sun, the Moon and the sign on the Ascendant. Together they give a first sketch: what drives you, what you need, and how you meet the world.\n\nOnly then move on to the other planets, reading each one as "this kind of energy, expressed in this style (sign), in this area of life (house)". Aspects — the angles between planets — come last; they show which parts of the chart talk to each other.',
   'article', null, now() - interval '30 days'),
  ('Arcturus: The Guardian of the Bear', 'arcturus-guardian-of-the-bear',
   'Astronomy and lore of the brightest star of the northern celestial hemisphere.',
   E'Arcturus is an orange giant about 37 light-years away, the fourth-brightest star in the night sky. Follow the curve of the Big Dipper''s handle and you "arc to Arcturus".\n\nIts name comes from the Greek for "guardian of the bear", because it seems to follow Ursa Major around the pole. Traditional astrology associated it with prosperity earned through steady effort and with the courage to take an unusual path.',
   'article', null, now() - interval '20 days'),
  ('Why Birth Time Matters', 'why-birth-time-matters',
   'How a few minutes change the Ascendant and the houses, and what to do when the time is unknown.',
   E'The Earth turns a full circle in a day, so the sign rising on the eastern horizon changes roughly every two hours and each degree of the Ascendant passes in about four minutes.\n\nWhen the birth time is unknown, Astro App draws a noon chart and hides the houses and angles, because they would be guesses. Planet signs are still reliable for most people, except for the fast-moving Moon, which may change sign during the day.',
   'article', null, now() - interval '10 days'),
  ('Conversations With the Stars (Podcast, Episode 1)', 'conversations-with-the-stars-episode-1',
   'An introductory episode on how astrology and astronomy parted ways.',
   E'For most of history the same people measured the sky and interpreted it. This episode follows that shared story from Babylonian observers through Ptolemy to Kepler, who cast horoscopes for a living while discovering the laws of planetary motion, and ends with the split between the two disciplines in the seventeenth century.',
   'podcast', null, now() - interval '5 days'),
  ('Draft: Saturn Returns', 'saturn-returns-draft',
   'An unpublished draft.',
   E'Saturn takes about 29.5 years to orbit the Sun…',
   'article', null, null)
on conflict (slug) do nothing;

insert into public.testimonials (author_name, author_title, quote, rating, published, sort_order)
select v.* from (values
  ('Maya R.', 'Yoga teacher', 'The lessons finally made houses click for me, and the quizzes are just the right length for a coffee break.', 5, true, 1),
  ('Jonas K.', 'Software developer', 'I came for the chart accuracy and stayed for the Transit Tracker brain. It explains aspects without the doom.', 5, true, 2),
  ('Priya S.', 'Student', 'Installing it as an app on my phone was easy and my saved charts open even on the train without signal.', 4, true, 3),
  ('Alex T.', 'Beta tester', 'Promising, but I would love more lessons on fixed stars.', 4, false, 4)
) as v (author_name, author_title, quote, rating, published, sort_order)
where not exists (select 1 from public.testimonials t where t.quote = v.quote);
