import { CONSTRAINT_REASONS, ENTITY_NAMES, FIELD_FORMATS, MESSAGE_GROUPS, MESSAGES, NOT_COUNTED_LABELS, REASON_LABELS, STATUS_TITLES, t, type Template } from './index';
import { englishWords } from './testing/english';

// Any parameter a template asks for: a number and a word at once (2, or « 2 »), so that every template renders.
const anyParams = new Proxy({}, { get: (_target, key) => (typeof key === 'string' ? 2 : undefined) });
const rendered = (template: Template): string =>
  typeof template === 'string' ? template : (template as (p: unknown) => string)(anyParams);

const frenchOnly = (text: string) => {
  expect(text.trim()).not.toBe('');
  expect(englishWords(text)).toEqual([]);
  expect(text).not.toMatch(/undefined|NaN|\[object/);
};

describe('the message catalogue', () => {
  it.each(Object.entries(MESSAGES))('%s has a French text', (_code, template) => frenchOnly(rendered(template)));
  it.each(Object.entries(REASON_LABELS))('the refusal %s has French words', (_code, label) => frenchOnly(label));
  it.each(Object.entries(NOT_COUNTED_LABELS))('the not-counted reason %s has French words', (_code, label) => frenchOnly(label));
  it.each(Object.entries(STATUS_TITLES))('the status %s has a French title', (_status, title) => frenchOnly(title));
  it.each(Object.entries(CONSTRAINT_REASONS))('the constraint %s has a French reason', (_name, reason) => frenchOnly(reason([2, 5])));
  it.each(Object.entries(FIELD_FORMATS))('the format of %s is said in French', (_field, reason) => frenchOnly(reason));

  it('defines each code in one group only', () => {
    const codes = Object.values(MESSAGE_GROUPS).flatMap((group) => Object.keys(group));
    expect(codes.filter((code, i) => codes.indexOf(code) !== i)).toEqual([]);
    expect(codes).toHaveLength(Object.keys(MESSAGES).length);
  });

  it('renders a template with its parameters', () => {
    expect(t('LETTER_OVERUSED', { letter: 'R', used: 2, drawn: 1 })).toBe('R est utilisé 2 fois mais tiré 1 fois');
    expect(t('BAD_CREDENTIALS')).toBe('E-mail ou mot de passe incorrect.');
  });
});

describe('the English-word detector', () => {
  it.each([
    ['R is used 2 times but drawn 1 time', ['is', 'used', 'times', 'drawn', 'time']],
    ['Wrong e-mail or password.', ['Wrong', 'password']],
    ['property foo should not exist', ['property', 'should', 'not', 'exist']],
    ['Bad request', ['Bad', 'request']],
    ['players[1].guestName: a guest needs a name', ['guest', 'needs', 'name']],
  ])('finds the English of %j', (text, words) => expect(englishWords(text)).toEqual(words));

  it.each([
    'R est utilisé 2 fois mais tiré 1 fois',
    'Il a un an, or il joue au club : un match, 12 points au total.',
    'Requête invalide : players[1].guestName (un invité doit avoir un nom)',
    'Cette action demande le rôle ORGANISER ; vous êtes ARBITER.',
    'Authentification requise : envoyez « Authorization: Bearer <jeton> ».',
    '« the word » est refusé',
    'graine 9e8abfeed5105fc3 · match A-R16-1',
  ])('leaves French alone: %j', (text) => expect(englishWords(text)).toEqual([]));

  it('leaves out the field names it is told', () => expect(englishWords('Requête invalide : name (doit être un texte)', ['name'])).toEqual([]));
});

describe('the records named in messages', () => {
  it.each(Object.entries(ENTITY_NAMES))('%s is named in French', (_entity, name) => frenchOnly(name));
});
