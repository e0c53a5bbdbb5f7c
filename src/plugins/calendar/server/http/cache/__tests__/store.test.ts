import { AnswerStore } from '../store';

const value = (bytes: number) => ({ bytes });

describe('AnswerStore', () => {
  it('drops the least recently used answer past its count', () => {
    const store = new AnswerStore<{ bytes: number }>(2, 1000);
    store.set('a', value(1));
    store.set('b', value(1));
    store.get('a');
    store.set('c', value(1));
    expect([store.get('a'), store.get('b'), store.get('c')].map(Boolean)).toEqual([true, false, true]);
  });

  it('drops answers past its bytes, and never keeps one larger than the whole budget', () => {
    const store = new AnswerStore<{ bytes: number }>(10, 100);
    store.set('a', value(60));
    store.set('b', value(60));
    expect(store.get('a')).toBeUndefined();
    expect(store.get('b')).toBeDefined();
    store.set('huge', value(101));
    expect(store.get('huge')).toBeUndefined();
    expect(store.size).toBe(1);
  });

  it('counts what a kept answer grows by, and ignores an answer no longer kept', () => {
    const store = new AnswerStore<{ bytes: number }>(10, 100);
    const a = value(30);
    store.set('a', a);
    store.set('b', value(30));
    store.get('a');
    a.bytes += 50;
    store.grew('a', a, 50);
    expect(store.get('b')).toBeUndefined();
    const stale = value(10);
    store.grew('a', stale, 1000);
    expect(store.get('a')).toBe(a);
  });
});
