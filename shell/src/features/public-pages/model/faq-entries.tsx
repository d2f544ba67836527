import type { ReactNode } from 'react';
import { TextLink } from '../components/text-link';

export interface FaqEntry {
  id: string;
  question: string;
  answer: ReactNode;
}

export interface FaqGroup {
  id: string;
  title: string;
  entries: FaqEntry[];
}

export const FAQ_GROUPS: FaqGroup[] = [
  {
    id: 'charts',
    title: 'Charts and accuracy',
    entries: [
      {
        id: 'accuracy',
        question: 'How accurate are the chart calculations?',
        answer: (
          <>
            Positions are computed on your own device from a compact planetary ephemeris for the
            years 1500 to 2500, corrected for light-time, aberration and nutation, so they are the
            apparent positions an observer on Earth would see. They agree with the Swiss Ephemeris,
            the reference most astrologers use, to within one arcsecond for the Sun, Moon and
            planets from 1800 to 2200 and two arcseconds in the centuries either side, and a few
            arcseconds for Chiron; the <TextLink to="/accuracy">Chart Accuracy</TextLink> page lists
            the figures measured for every planet, house system and century. In practice the limit
            is your birth time, not the mathematics.
          </>
        ),
      },
      {
        id: 'birth-time',
        question: 'Why does the birth time matter so much?',
        answer: (
          <>
            The Earth turns once a day, so the sign on the eastern horizon (the Ascendant) changes
            about every two hours, and each degree of the Ascendant passes in roughly four minutes.
            The house cusps move with it. A time rounded to the nearest half hour can shift the
            Ascendant by several degrees and move a planet into a neighbouring house. Birth
            certificates and hospital records are the best sources.
          </>
        ),
      },
      {
        id: 'unknown-time',
        question: 'I do not know my birth time. Can I still get a chart?',
        answer: (
          <>
            Yes. Tick “unknown time” and the app draws a chart for noon and leaves out the houses
            and angles, because they would only be guesses. The signs of the Sun and planets are
            reliable for almost everyone. The Moon moves about 13 degrees a day, so if it changed
            sign on your birthday the app cannot tell which of the two it was in.
          </>
        ),
      },
      {
        id: 'house-system',
        question: 'Which house system do you use?',
        answer: (
          <>
            Placidus by default, the most widely used system. You can switch to Koch, Whole Sign,
            Equal, Porphyry, Regiomontanus or Campanus in the chart settings. Near the poles
            Placidus and Koch cannot be calculated, because some degrees of the zodiac never rise;
            there the app switches to Porphyry and says so on the chart.
          </>
        ),
      },
      {
        id: 'zodiac',
        question: 'Do you use the tropical or the sidereal zodiac?',
        answer: (
          <>
            The tropical zodiac, measured from the March equinox, as is usual in Western astrology.
            Positions are geocentric — seen from the centre of the Earth. Sidereal (Vedic) positions
            differ by about 24 degrees today, so a sidereal chart places most planets one sign
            earlier.
          </>
        ),
      },
      {
        id: 'date-range',
        question: 'Which birth dates can I calculate?',
        answer:
          'Any date from the year 1500 to 2500. Dates before 15 October 1582, when the Gregorian calendar began, are read as Julian calendar dates, as the records of the time give them; the chart says which Gregorian date that is. Outside that range the ephemeris is not available, and the form tells you so.',
      },
    ],
  },
  {
    id: 'time-zones',
    title: 'Time zones and places',
    entries: [
      {
        id: 'time-zones',
        question: 'How do you handle time zones and daylight saving time?',
        answer: (
          <>
            You enter the local time on the clock where you were born. The app finds the time zone
            from the birthplace’s coordinates and converts the time to Universal Time with the IANA
            time-zone database, including historical changes such as wartime daylight saving time.
            Before a place adopted standard time, its clocks kept the mean solar time of its own
            longitude, four minutes for each degree from Greenwich, and the app reads the time that
            way: Ulm in 1879 was 39 minutes 56 seconds ahead of Greenwich, while Berlin, the city
            its time zone is named after, was 53 minutes 28 seconds ahead.
          </>
        ),
      },
      {
        id: 'dst-change',
        question: 'What if I was born during a daylight-saving change?',
        answer: (
          <>
            When the clocks go back, one hour happens twice; when they go forward, an hour never
            exists. If your time falls in such an hour, the app shows you the possible meanings and
            lets you choose. If you do not know, the birth record sometimes notes standard or summer
            time.
          </>
        ),
      },
      {
        id: 'missing-place',
        question: 'My birthplace is not in the place search. What can I do?',
        answer: (
          <>
            The built-in atlas covers more than 100,000 towns and cities with at least 1,000
            inhabitants, and it works offline. Type the name without accents if you are unsure of
            the spelling (“Sao Paulo” finds São Paulo). For a small village, choose the nearest town
            in the same time zone: every degree of longitude — about 70 km in mid-latitudes — moves
            the angles by roughly four minutes of time.
          </>
        ),
      },
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy and your account',
    entries: [
      {
        id: 'who-sees',
        question: 'Who can see my charts and conversations?',
        answer: (
          <>
            Only you. Each row in the database is protected by row-level security, so the server
            refuses to show it to anyone else, and the staff tools do not include them.
            Administrators see only totals such as the number of charts created. Details are in the{' '}
            <TextLink to="/legal/privacy-policy">Privacy Policy</TextLink>.
          </>
        ),
      },
      {
        id: 'delete-account',
        question: 'How do I delete my account?',
        answer: (
          <>
            Open your <TextLink to="/profile">Profile</TextLink>, choose Delete account and confirm.
            Your account, profile, charts, conversations and learning progress are removed at once.
          </>
        ),
      },
      {
        id: 'ads',
        question: 'Do you sell my data or show advertising?',
        answer:
          'No. There is no advertising, no sale of data and no third-party tracking. The app stores only what its features need.',
      },
    ],
  },
  {
    id: 'ai',
    title: 'The AI assistants',
    entries: [
      {
        id: 'brains',
        question: 'What are the “brains”?',
        answer: (
          <>
            Specialised assistants, each focused on one subject — such as interpreting a natal
            chart, transits, relationships, the Moon’s phases or the lore of the fixed stars. Each
            has its own instructions and a library of texts written for this app. Before answering,
            a brain looks up the passages that best match your question and shows them as sources,
            so you can see what its answer is based on.
          </>
        ),
      },
      {
        id: 'which-ai',
        question: 'Which AI model answers my questions?',
        answer: (
          <>
            Grok models from xAI. On the Grok page you can choose among them: vision models can also
            read images you attach, and the mini and fast variants answer more quickly at lower
            cost. The default is grok-3-latest.
          </>
        ),
      },
      {
        id: 'what-is-sent',
        question: 'What is sent to the AI?',
        answer: (
          <>
            Your message, the earlier messages of the same conversation and any image you attach;
            for brains also the matching passages of their library. It goes through our server to
            xAI. Your e-mail address and account id are not sent. The{' '}
            <TextLink to="/legal/privacy-policy#ai-provider">Privacy Policy</TextLink> has the full
            list.
          </>
        ),
      },
      {
        id: 'trust-ai',
        question: 'Can I rely on what the AI says?',
        answer: (
          <>
            Treat it as a well-read conversation partner, not an authority. Language models can
            state wrong things confidently. The chart positions themselves come from the calculation
            engine, not from the AI, so when an answer mentions a placement, compare it with your
            chart. Nothing an assistant says is medical, legal or financial advice.
          </>
        ),
      },
      {
        id: 'api-key',
        question: 'Do I need my own xAI API key?',
        answer: (
          <>
            Normally not: the server has its own key. Only if the app runs without one does the Grok
            page ask for your key. It is then kept in your browser, sent with each request and never
            stored on our server.
          </>
        ),
      },
    ],
  },
  {
    id: 'install',
    title: 'Installing and offline use',
    entries: [
      {
        id: 'install',
        question: 'How do I install the app?',
        answer: (
          <>
            On Android and in Chrome or Edge on a computer, use “Install app” in the browser menu or
            the install icon in the address bar. On iPhone and iPad, open the site in Safari, tap
            the share button, then Add to Home Screen, then Add. Step-by-step instructions are on{' '}
            <TextLink to="/app-details?tab=install">App Details</TextLink>.
          </>
        ),
      },
      {
        id: 'offline',
        question: 'Does the app work offline?',
        answer: (
          <>
            Partly. Once you have opened it, the app starts without a connection, and charts are
            calculated on your device, with the built-in atlas for places. If you are signed in, the
            pages you have opened before (your profile, dashboard, saved charts, conversations and
            lesson progress) show what they showed last, with when it was last updated, and you stay
            signed in. Signing in, the AI assistants and syncing need the internet; a chart you
            save, a new username or lesson progress made offline is kept and sent when you are back
            online. Parts of the app you have never opened are loaded the first time you use them,
            which needs a connection.
          </>
        ),
      },
      {
        id: 'updates',
        question: 'How do I get updates?',
        answer: (
          <>
            Automatically. When a new version has been downloaded in the background you will see
            “New content available. Reload?” — accept it and the app reloads with the new version.
            There is nothing to install from a store.
          </>
        ),
      },
    ],
  },
  {
    id: 'astrology',
    title: 'About astrology',
    entries: [
      {
        id: 'science',
        question: 'Is astrology scientifically proven?',
        answer: (
          <>
            No. Controlled studies have not found that astrological factors predict personality or
            events. The astronomy in the app is exact; the interpretation is a symbolic language
            that many people find useful for reflection and conversation. We present it that way,
            and we would rather you enjoy it with open eyes. The{' '}
            <TextLink to="/astrology">Astrology</TextLink> page explains how a chart is read.
          </>
        ),
      },
    ],
  },
];

export const FAQ_COUNT = FAQ_GROUPS.reduce((sum, group) => sum + group.entries.length, 0);
