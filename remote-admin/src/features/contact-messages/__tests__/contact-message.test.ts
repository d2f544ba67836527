import {
  canClose,
  canMarkInProgress,
  canSendResponse,
  matchesSearch,
  parseContactMessages,
  prependMessage,
  STATUS_FILTERS,
  STATUS_TONES,
  PRIORITY_TONES,
  type ContactMessage,
} from '../model/contact-message';

const row = (overrides: Record<string, unknown> = {}) => ({
  id: 'm-1',
  subject: 'Houses question',
  message: 'Which house system do you use?',
  category: 'charts',
  email: 'ada@example.com',
  name: 'Ada',
  priority: 'high',
  status: 'new',
  assigned_to: null,
  created_at: '2025-01-02T10:00:00Z',
  updated_at: '2025-01-02T10:00:00Z',
  responded_at: null,
  response_notes: null,
  responses: [],
  ...overrides,
});

const parseOne = (overrides: Record<string, unknown> = {}) =>
  parseContactMessages([row(overrides)])[0]!;

describe('parseContactMessages', () => {
  it('skips rows that do not fit and keeps readable responses of a damaged list', () => {
    const list = parseContactMessages([
      row(),
      { id: 'broken' },
      row({
        id: 'm-2',
        responses: [
          { message: 'Hi', created_at: '2025-01-03T00:00:00Z', staff_name: 'Sam' },
          { message: 3 },
        ],
      }),
    ]);
    expect(list.map((m) => m.id)).toEqual(['m-1', 'm-2']);
    expect(list[1]!.responses).toEqual([
      { message: 'Hi', created_at: '2025-01-03T00:00:00Z', staff_name: 'Sam' },
    ]);
    expect(parseContactMessages('nope')).toEqual([]);
  });
});

describe('the spec rules', () => {
  it('offers the five filters and the badge colours of product §4', () => {
    expect(STATUS_FILTERS.map((f) => f.label)).toEqual([
      'All Messages',
      'New',
      'In Progress',
      'Resolved',
      'Closed',
    ]);
    expect(STATUS_TONES).toEqual({
      new: 'blue',
      in_progress: 'yellow',
      resolved: 'green',
      closed: 'grey',
    });
    expect(PRIORITY_TONES).toEqual({ high: 'red', medium: 'yellow', low: 'green' });
  });

  it('disables Mark In Progress when in progress and Close when closed', () => {
    expect(canMarkInProgress({ status: 'in_progress' })).toBe(false);
    expect(canMarkInProgress({ status: 'new' })).toBe(true);
    expect(canClose({ status: 'closed' })).toBe(false);
    expect(canClose({ status: 'resolved' })).toBe(true);
  });

  it('needs non-blank response text', () => {
    expect(canSendResponse('  \n ')).toBe(false);
    expect(canSendResponse(' ok ')).toBe(true);
  });
});

describe('search and realtime inserts', () => {
  const message: ContactMessage = parseOne();

  it('searches subject, text, sender and e-mail, ignoring case', () => {
    expect(matchesSearch(message, 'HOUSE')).toBe(true);
    expect(matchesSearch(message, 'ada@')).toBe(true);
    expect(matchesSearch(message, 'synastry')).toBe(false);
    expect(matchesSearch(message, '   ')).toBe(true);
  });

  it('prepends an insert once, and only when it fits the status filter', () => {
    const older = parseOne({ id: 'm-0' });
    expect(prependMessage([older], message, 'all').map((m) => m.id)).toEqual(['m-1', 'm-0']);
    expect(prependMessage([message, older], message, 'all').map((m) => m.id)).toEqual([
      'm-1',
      'm-0',
    ]);
    expect(prependMessage([older], message, 'resolved').map((m) => m.id)).toEqual(['m-0']);
  });
});
