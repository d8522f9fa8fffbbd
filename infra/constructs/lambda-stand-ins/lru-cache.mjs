/**
 * Stands in for `mnemonist/lru-cache` in Lambda bundles (~7 KB with `obliterator`): the SDK's
 * endpoint-discovery cache is the only user (DynamoDB builds one per client and, with discovery
 * off, never fills it) and calls only what is here. Least recently used goes first, as there.
 */
export default class LRUCache {
  constructor(capacity) {
    this.capacity = capacity;
    this.items = new Map();
  }

  has(key) {
    return this.items.has(key);
  }

  /** The value without making it recently used. */
  peek(key) {
    return this.items.get(key);
  }

  get(key) {
    if (!this.items.has(key)) return undefined;
    const value = this.items.get(key);
    this.items.delete(key);
    this.items.set(key, value);
    return value;
  }

  set(key, value) {
    this.items.delete(key);
    this.items.set(key, value);
    if (this.items.size > this.capacity) this.items.delete(this.items.keys().next().value);
  }

  clear() {
    this.items.clear();
  }
}
