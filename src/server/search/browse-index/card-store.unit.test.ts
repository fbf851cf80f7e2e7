import { describe, expect, it } from 'vitest';
import { CardStore } from './card-store.ts';

const card = (text: string, words: string | null = null) => ({ card: text, marks: words === null ? null : { words, title: 'T', snippet: 'S' } });

describe('the cards an instance holds', () => {
  it('gives a held card with what a search marks, takes a card in again with what a search read, and lets one go', () => {
    const store = new CardStore(1_000);
    store.keep(['a', 'c'], [card('{"id":"a"}'), card('{"id":"c"}')]);
    expect(store.get('a')).toEqual(card('{"id":"a"}'));
    expect(store.get('b')).toBeUndefined();
    store.keep(['a'], [card('{"id":"a"}', 'Alpha\talpha')]);
    expect(store.get('a')).toEqual(card('{"id":"a"}', 'Alpha\talpha'));
    store.forget('c');
    expect(store.get('c')).toBeUndefined();
    expect(store.size).toBe(1);
  });

  it('lets the cards taken in first go once it holds more characters than its bound, what a search marks counted', () => {
    const store = new CardStore(10);
    store.keep(['a', 'b'], [card('1234'), card('5678')]);
    // Taken in again: counted once, and now the newest.
    store.keep(['a'], [card('1234')]);
    expect(store.size).toBe(2);
    store.keep(['c'], [card('9012')]);
    expect(['a', 'b', 'c'].map((id) => store.get(id) !== undefined)).toEqual([true, false, true]);
    store.keep(['d'], [card('1', 'x')]);
    expect(['a', 'c', 'd'].map((id) => store.get(id) !== undefined)).toEqual([false, true, true]);
  });
});
